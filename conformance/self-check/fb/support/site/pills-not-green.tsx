'use client'
// fb-pills-not-green's admin components: Sent and Agreed in Payload's own success pill (blue), the
// plugin's green left out. revert-layer drops the green rule back to Payload's layered pill styles.
import { type ComponentProps, type ComponentType, createElement, Fragment } from 'react'
import * as admin from '../../../../../reference/form-builder/src/exports/admin'

export * from '../../../../../reference/form-builder/src/exports/admin'

const PAYLOAD_PILL =
  '.fb-pill--positive.fb-pill--positive{background:revert-layer;color:revert-layer}'

const withPayloadPill =
  <C extends ComponentType<any>>(Component: C) =>
  (props: ComponentProps<C>) =>
    createElement(
      Fragment,
      null,
      createElement('style', { href: 'fb-pills-not-green', precedence: 'high' }, PAYLOAD_PILL),
      createElement(Component, props),
    )

export const ActionResultsField = withPayloadPill(admin.ActionResultsField)
export const SubmissionAnswers = withPayloadPill(admin.SubmissionAnswers)
