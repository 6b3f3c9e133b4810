'use client'
// fb-answer-widths-ignored's submission view: every answer across the whole row, as if no width
// were authored. An unlayered !important rule outranks the width each answer carries inline.
import { createElement, Fragment } from 'react'
import * as admin from '../../../../../reference/form-builder/src/exports/admin'

export * from '../../../../../reference/form-builder/src/exports/admin'

const FULL_ROW =
  '.fb-submission-answers>.row>.row__fields>.field-type{--field-width:100%!important}'

export const SubmissionAnswers = () =>
  createElement(
    Fragment,
    null,
    createElement('style', { href: 'fb-answer-widths-ignored', precedence: 'high' }, FULL_ROW),
    createElement(admin.SubmissionAnswers),
  )
