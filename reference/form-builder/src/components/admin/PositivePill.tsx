'use client'
import { Pill } from '@payloadcms/ui'
import type { ReactNode } from 'react'

// Payload's "success" pill is blue; agreed consent and sent actions read as green. Unlayered CSS,
// so it wins over Payload's (in @layer payload-default); React puts it in <head> once.
const CSS =
  '.fb-pill--positive{background:rgb(209,250,223);color:rgb(20,83,45)}' +
  'html[data-theme=dark] .fb-pill--positive{background:rgb(20,83,45);color:rgb(209,250,223)}'

/** A green pill. */
export const PositivePill = ({
  children,
  size,
}: {
  children: ReactNode
  size?: 'medium' | 'small'
}) => (
  <>
    <style href="pps-form-builder-admin-pill" precedence="medium">
      {CSS}
    </style>
    <Pill className="fb-pill--positive" pillStyle="success" size={size}>
      {children}
    </Pill>
  </>
)
