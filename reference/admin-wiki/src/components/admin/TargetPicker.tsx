'use client'
import { FieldDescription, FieldError, FieldLabel, Link, ReactSelect, useConfig, useDocumentInfo, useField, useForm, useFormFields, useFormInitializing, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import type { SelectFieldClientProps } from 'payload'
import React, { useEffect, useMemo, useRef, useState } from 'react'
import { kindOfKey, labelPath } from '../../targets'
import type { AdminLabel, TargetKind } from '../../types'
import { useWiki } from './WikiProvider'

/** One option of a picker: its stored target key and its admin labels from the entity down. */
export interface PickerTarget {
  value: string
  labels: AdminLabel[]
}

interface PickerOption {
  [key: string]: unknown
  label: string
  value: string
  /** Lower-case text a search matches: the option's full label and its key. */
  search: string
}

/** The target key's owner: `collection/posts` for `collection/posts/seo.keywords`. */
const ownerOf = (key: string) => key.split('/').slice(0, 2).join('/')

/**
 * A target picker of the guide's Targets tab: Payload's select, with admin labels in the reader's
 * language, fields grouped under their collection, global or block, and a search across all of
 * them. It stores the same target keys as the plain select it replaces.
 */
export const TargetPicker = ({ field, path: pathFromProps, readOnly, kind, targets }: SelectFieldClientProps & { kind: TargetKind; targets: PickerTarget[] }) => {
  const { i18n } = useTranslation()
  const wiki = useWiki()
  const { disabled, path, setValue, showError, value } = useField<string[]>({ potentiallyStalePath: pathFromProps })

  const { byValue, options } = useMemo(() => {
    const byValue = new Map<string, PickerOption>()
    const groups = new Map<string, { label: string; options: PickerOption[] }>()
    const flat: PickerOption[] = []
    for (const target of targets) {
      const full = labelPath(target.labels, i18n)
      byValue.set(target.value, { label: full, value: target.value, search: `${full} ${target.value}`.toLowerCase() })
      if (kind !== 'field') {
        flat.push(byValue.get(target.value)!)
        continue
      }
      const owner = ownerOf(target.value)
      let group = groups.get(owner)
      if (!group) {
        const ownerKind = owner.split('/')[0] as 'block' | 'collection' | 'global'
        group = { label: `${labelPath(target.labels.slice(0, 1), i18n)} · ${wiki?.t(`picker.${ownerKind}`) ?? ownerKind}`, options: [] }
        groups.set(owner, group)
      }
      group.options.push({ label: labelPath(target.labels.slice(1), i18n), value: target.value, search: `${full} ${target.value}`.toLowerCase() })
    }
    return { byValue, options: kind === 'field' ? [...groups.values()] : flat }
  }, [i18n, kind, targets, wiki])

  const selected = (Array.isArray(value) ? value : []).map((key) => byValue.get(key) ?? { label: key, value: key, search: key })

  return (
    <div className={['field-type', 'select', 'wiki-target-picker', showError && 'error', readOnly && 'read-only'].filter(Boolean).join(' ')} id={`field-${path.replace(/\./g, '__')}`}>
      <FieldLabel label={field.label} path={path} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <ReactSelect
          disabled={readOnly || disabled}
          // Every typed word must appear in the label path or key: "posts key" finds Posts › SEO › Keywords.
          filterOption={(option, search) => {
            const text = String(option?.data.search ?? '')
            return search.toLowerCase().split(/\s+/).every((word) => text.includes(word))
          }}
          isMulti
          onChange={(picked) => setValue((Array.isArray(picked) ? picked : picked ? [picked] : []).map((option) => String(option.value)))}
          options={options as never}
          value={selected}
        />
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}

/** Where the author of a guide written from a document came from (sessionStorage: one tab, one trip). */
const RETURN_KEY = 'pps-admin-wiki:return'

interface ReturnTrip {
  from: string
  target: string
  /** The guide written on this trip, once saved: another guide of the same target gets no way back. */
  guide?: string
}

const readTrip = (): ReturnTrip | null => {
  try {
    return JSON.parse(sessionStorage.getItem(RETURN_KEY) ?? 'null') as ReturnTrip | null
  } catch {
    return null
  }
}

/**
 * "Write a guide for this" opens the create view with `?wikiTarget=<key>&wikiFrom=<admin path>`: on a
 * new guide, the target goes into the picker of its kind, and the guide's form (before and after its
 * first save) leads back to the page it was written from while it still targets that key. It sits
 * outside the tabs, because Payload mounts only the open tab's fields and the Targets tab is not the
 * one a new guide opens on.
 */
export const TargetPrefill = ({ pickers }: { pickers: Partial<Record<TargetKind, string>> }) => {
  const searchParams = useSearchParams()
  const target = searchParams.get('wikiTarget')
  const from = searchParams.get('wikiFrom')
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const wiki = useWiki()
  const { dispatchFields, setModified } = useForm()
  // Set before the form has initialised, the value is replaced by the form's initial state.
  const initializing = useFormInitializing()
  const done = useRef(false)
  useEffect(() => {
    if (done.current || initializing || id || !target) return
    const kind = kindOfKey(target)
    const picker = kind && pickers[kind]
    if (!picker) return
    done.current = true
    dispatchFields({ type: 'UPDATE', path: picker, value: [target] })
    setModified(true)
    // Once per create view: the target is a starting value the author may change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, target, initializing])

  // Only a path inside this admin: the parameter is a link anyone can craft.
  const adminRoute = config.routes.admin === '/' ? '' : config.routes.admin
  useEffect(() => {
    if (!id && target && from && from.startsWith(`${adminRoute}/`) && !from.startsWith('//')) sessionStorage.setItem(RETURN_KEY, JSON.stringify({ from, target }))
  }, [adminRoute, from, id, target])
  const picked = useFormFields(([fields]) =>
    Object.values(pickers)
      .flatMap((path) => (path && Array.isArray(fields[path]?.value) ? (fields[path].value as string[]) : []))
      .join('\n'),
  )
  const [back, setBack] = useState<string>()
  useEffect(() => {
    const trip = readTrip()
    if (!trip || !picked.split('\n').includes(trip.target)) return setBack(undefined)
    const saved = id !== undefined && id !== null
    if (saved && trip.guide === undefined) sessionStorage.setItem(RETURN_KEY, JSON.stringify({ ...trip, guide: String(id) }))
    else if (saved && trip.guide !== String(id)) return setBack(undefined)
    setBack(trip.from)
  }, [id, picked])
  if (!back || !wiki) return null
  return (
    <Link className="wiki-return" href={back} onClick={() => sessionStorage.removeItem(RETURN_KEY)} prefetch={false}>
      ← {wiki.t('guides.back')}
    </Link>
  )
}
