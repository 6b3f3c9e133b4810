'use client'
import type { GroupFieldClientProps } from 'payload'
import { GroupField } from '@payloadcms/ui'

/** The buttons group holds only the fields a host adds: with none, it takes no room in the form. */
export const ButtonsGroupField = (props: GroupFieldClientProps) => (props.field.fields.length ? <GroupField {...props} /> : null)
