'use client'
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  Link,
  ReactSelect,
  useConfig,
  useDocumentEvents,
  useDocumentInfo,
  useField,
  useForm,
  useFormFields,
  useFormInitializing,
  useTranslation,
} from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation.js'
import type { DocumentEvent, SelectFieldClientProps } from 'payload'
import { useEffect, useMemo, useRef, useState } from 'react'
import { PICKER_LABEL_KEYS } from '../../fields/targets'
import { adminWikiT } from '../../i18n'
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
export const TargetPicker = ({
  field,
  path: pathFromProps,
  readOnly,
  kind,
  targets,
}: SelectFieldClientProps & { kind: TargetKind; targets: PickerTarget[] }) => {
  const { i18n, t } = useTranslation()
  const wiki = useWiki()
  const { disabled, path, setValue, showError, value } = useField<string[]>({
    potentiallyStalePath: pathFromProps,
  })

  const { byValue, options } = useMemo(() => {
    const byValue = new Map<string, PickerOption>()
    const groups = new Map<string, { label: string; options: PickerOption[] }>()
    const flat: PickerOption[] = []
    for (const target of targets) {
      const full = labelPath(target.labels, i18n)
      byValue.set(target.value, {
        label: full,
        value: target.value,
        search: `${full} ${target.value}`.toLowerCase(),
      })
      if (kind !== 'field') {
        flat.push(byValue.get(target.value)!)
        continue
      }
      const owner = ownerOf(target.value)
      let group = groups.get(owner)
      if (!group) {
        const ownerKind = owner.split('/')[0] as 'block' | 'collection' | 'global'
        group = {
          label: `${labelPath(target.labels.slice(0, 1), i18n)} · ${wiki?.t(`picker.${ownerKind}`) ?? ownerKind}`,
          options: [],
        }
        groups.set(owner, group)
      }
      group.options.push({
        label: labelPath(target.labels.slice(1), i18n),
        value: target.value,
        search: `${full} ${target.value}`.toLowerCase(),
      })
    }
    return { byValue, options: kind === 'field' ? [...groups.values()] : flat }
  }, [i18n, kind, targets, wiki])

  const selected = (Array.isArray(value) ? value : []).map(
    (key) => byValue.get(key) ?? { label: key, value: key, search: key },
  )

  return (
    <div
      className={[
        'field-type',
        'select',
        'wiki-target-picker',
        showError && 'error',
        readOnly && 'read-only',
      ]
        .filter(Boolean)
        .join(' ')}
      id={`field-${path.replace(/\./g, '__')}`}
    >
      {/* Not field.label: Payload caches a custom Field's client field per collection, not per language. */}
      <FieldLabel label={adminWikiT(t)(PICKER_LABEL_KEYS[kind])} path={path} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <ReactSelect
          disabled={readOnly || disabled}
          // Every typed word must appear in the label path or key: "posts key" finds Posts › SEO › Keywords.
          filterOption={(option, search) => {
            const text = String(option?.data.search ?? '')
            return search
              .toLowerCase()
              .split(/\s+/)
              .every((word) => text.includes(word))
          }}
          isMulti
          onChange={(picked) =>
            setValue(
              (Array.isArray(picked) ? picked : picked ? [picked] : []).map((option) =>
                String(option.value),
              ),
            )
          }
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
  /** The document event current when the trip began: only a later creation is the trip's guide. */
  after: null | string
  /** The guide the trip's create form saved: the only guide that leads back. */
  guide?: string
}

const readTrip = (): null | ReturnTrip => {
  try {
    return JSON.parse(sessionStorage.getItem(RETURN_KEY) ?? 'null') as null | ReturnTrip
  } catch {
    return null
  }
}

/** A document event in words sessionStorage keeps; a creation names its document only in `doc`. */
const eventKey = (event: DocumentEvent | null) =>
  event
    ? `${event.operation} ${event.entitySlug}/${event.doc?.id ?? event.id ?? ''} ${event.updatedAt}`
    : null

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
  const { collectionSlug, id } = useDocumentInfo()
  const { config } = useConfig()
  const { mostRecentUpdate } = useDocumentEvents()
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
  const trip =
    !id && target && from?.startsWith(`${adminRoute}/`) && !from.startsWith('//')
      ? { from, target }
      : null
  // A guide created on a page of its own (not in a drawer): what a create form opened by a link saves.
  const created =
    mostRecentUpdate?.operation === 'create' &&
    mostRecentUpdate.entitySlug === collectionSlug &&
    !mostRecentUpdate.drawerSlug
      ? mostRecentUpdate
      : null
  // Each create form starts its own trip, or none when it was not opened from a page: an earlier,
  // abandoned trip ends here and can lead back from no guide.
  const creating = !id
  useEffect(() => {
    if (!creating) return
    if (trip)
      sessionStorage.setItem(
        RETURN_KEY,
        JSON.stringify({ ...trip, after: eventKey(mostRecentUpdate) }),
      )
    else sessionStorage.removeItem(RETURN_KEY)
    // Once per create form: the creation it reports later must not restart the trip.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [creating, trip?.from, trip?.target])
  // The trip's guide is the one its create form saved: Payload reports that creation as a document event.
  useEffect(() => {
    const stored = readTrip()
    const guide = created?.doc?.id
    if (
      !stored ||
      stored.guide !== undefined ||
      guide === undefined ||
      eventKey(created) === stored.after
    )
      return
    sessionStorage.setItem(RETURN_KEY, JSON.stringify({ ...stored, guide: String(guide) }))
  }, [created])

  const picked = useFormFields(([fields]) =>
    Object.values(pickers)
      .flatMap((path) =>
        path && Array.isArray(fields[path]?.value) ? (fields[path].value as string[]) : [],
      )
      .join('\n'),
  )
  const [back, setBack] = useState<string>()
  useEffect(() => {
    const stored = creating ? trip : readTrip()
    const own = creating || (stored && 'guide' in stored && stored.guide === String(id))
    setBack(stored && own && picked.split('\n').includes(stored.target) ? stored.from : undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [creating, created, id, picked, trip?.from, trip?.target])
  if (!back || !wiki) return null
  return (
    <Link
      className="wiki-return"
      href={back}
      onClick={() => sessionStorage.removeItem(RETURN_KEY)}
      prefetch={false}
    >
      ← {wiki.t('guides.back')}
    </Link>
  )
}
