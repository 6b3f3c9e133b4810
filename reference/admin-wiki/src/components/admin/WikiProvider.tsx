'use client'
import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation.js'
import type React from 'react'
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type AdminWikiT, adminWikiT } from '../../i18n'
import type { TargetsMapGuide, TargetsMapResponse, WriteAffordances } from '../../types'
import { guidePaths } from '../guidePaths'

/** The resolved options the admin surfaces need, passed from the server as the provider's clientProps. */
export interface WikiClientOptions {
  chips: { blocks: boolean }
  pagesSlug: string
  /** The /wiki views are on: a guide's title opens its read view there. */
  readView: boolean
  writeAffordances: WriteAffordances
}

export interface WikiContextValue {
  options: WikiClientOptions
  /** targets-map for this page view; undefined while loading or when it failed. */
  map?: TargetsMapResponse
  status: 'failed' | 'loading' | 'ready'
  t: AdminWikiT
  /** The guides of one target key (empty until loaded). */
  guidesOf: (targetKey: string) => TargetsMapGuide[]
  /** Where a guide's title leads: its read view under /wiki, or its document when the wiki views are off. */
  guideHref: (id: number | string) => string
  /** Admin URL of a guide's document (its edit form). */
  editHref: (id: number | string) => string
  /** Admin URL that starts a guide attached to a target. */
  writeHref: (targetKey: string) => string
  /** The reader turned on edit mode (writeAffordances: 'editMode'); kept across page views. */
  editMode: boolean
  setEditMode: (on: boolean) => void
  /** A mounted surface of `targetKey` asks to show its write and edit controls; returns the release. */
  claimControls: (targetKey: string, surface: string) => () => void
  /** Whether `surface` shows the controls of `targetKey`: only the first surface of a target does. */
  hasControls: (targetKey: string, surface: string) => boolean
}

const WikiContext = createContext<null | WikiContextValue>(null)

/** The wiki's context; null outside the admin (a surface then renders nothing). */
export const useWiki = () => use(WikiContext)

const NO_GUIDES: TargetsMapGuide[] = []

const fetchMap = async (url: string) => {
  const response = await fetch(url, { credentials: 'include' })
  if (!response.ok) throw new Error(`targets-map answered ${response.status}`)
  return (await response.json()) as TargetsMapResponse
}

// The answer of the current page view, kept outside React: Payload remounts the tree under the
// providers on some navigations, and a remount must not ask again for the same page view.
let current: undefined | { key: string; map: Promise<TargetsMapResponse> }
const mapFor = (key: string, url: string) => {
  if (current?.key !== key) current = { key, map: fetchMap(url) }
  return current.map
}

/** The entity whose targets a page shows: `collection/<slug>` or `global/<slug>`, else '' (none: a page of neither). */
const entityOfPath = (pathname: string, adminRoute: string) => {
  const [section, slug] = pathname
    .slice(adminRoute === '/' ? 0 : adminRoute.length)
    .split('/')
    .filter(Boolean)
  if (!slug) return ''
  return section === 'collections'
    ? `collection/${slug}`
    : section === 'globals'
      ? `global/${slug}`
      : ''
}

/**
 * Fetches targets-map once per page view (a pathname) for the signed-in reader in the admin's
 * language, narrowed to the page's entity (`for`); every surface on the page (panel, band, field and
 * block help) reads this one answer. A surface of a target outside it (a drawer of another
 * collection, a project's own GuideList) is asked for once, with others of the same render.
 */
export const WikiProvider = ({
  children,
  options,
}: {
  children?: React.ReactNode
  options: WikiClientOptions
}) => {
  const { config } = useConfig()
  const { user } = useAuth()
  const { i18n, t } = useTranslation()
  const pathname = usePathname()
  const [state, setState] = useState<{ key: string; map?: TargetsMapResponse; failed?: boolean }>({
    key: '',
  })
  const [editMode, setEditMode] = useState(false)
  // A field in repeated array or block rows is one target: its controls show once, at the first row.
  const [claims, setClaims] = useState<Record<string, string[]>>({})
  const claimControls = useCallback((targetKey: string, surface: string) => {
    setClaims((all) => ({ ...all, [targetKey]: [...(all[targetKey] ?? []), surface] }))
    return () =>
      setClaims((all) => ({
        ...all,
        [targetKey]: (all[targetKey] ?? []).filter((other) => other !== surface),
      }))
  }, [])
  const base = `${config.serverURL}${config.routes.api}/${options.pagesSlug}`
  const mapURL = (query: string) =>
    `${base}/targets-map?language=${encodeURIComponent(i18n.language)}&${query}`
  // Signed out, or on a screen that signs in or out (the session may end while the page loads), there
  // is no reader to ask for: the surfaces render nothing and targets-map is not called.
  const reading = Boolean(user) && !isAuthScreen(pathname, config.routes.admin, config.admin.routes)
  const key = reading ? `${user!.id} ${i18n.language} ${pathname}` : ''

  useEffect(() => {
    if (!key) return
    let live = true
    mapFor(
      key,
      mapURL(`for=${encodeURIComponent(entityOfPath(pathname, config.routes.admin))}`),
    ).then(
      (map) => live && setState({ key, map }),
      () => live && setState({ key, failed: true }),
    )
    return () => {
      live = false
    }
    // mapURL and pathname are part of key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  // Keys a surface read that the page's answer does not cover, asked for together after the render.
  const asked = useRef(new Set<string>())
  const missing = useRef(new Set<string>())
  useEffect(() => {
    asked.current = new Set()
    missing.current = new Set()
  }, [key])
  const askFor = useCallback(
    (targetKey: string) => {
      if (asked.current.has(targetKey)) return
      asked.current.add(targetKey)
      missing.current.add(targetKey)
      if (missing.current.size > 1) return
      queueMicrotask(() => {
        const keys = [...missing.current]
        missing.current = new Set()
        fetchMap(mapURL(`targets=${keys.map(encodeURIComponent).join(',')}`)).then(
          (extra) =>
            setState((shown) => {
              if (shown.key !== key || !shown.map) return shown
              const targets = {
                ...shown.map.targets,
                ...Object.fromEntries(keys.map((asked) => [asked, []])),
                ...extra.targets,
              }
              return { ...shown, map: { ...shown.map, targets } }
            }),
          // The surfaces of these keys stay empty; the page's own targets are unaffected.
          () => undefined,
        )
      })
    },
    // mapURL follows key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  )

  const value = useMemo<WikiContextValue>(() => {
    const view = state.key === key ? state : { key }
    const admin = `${config.serverURL}${config.routes.admin}/collections/${options.pagesSlug}`
    const paths = guidePaths(admin)
    return {
      options,
      map: view.map,
      status: view.map ? 'ready' : view.failed ? 'failed' : 'loading',
      t: adminWikiT(t),
      guidesOf: (targetKey) => {
        const guides = view.map?.targets[targetKey]
        if (!guides && view.map?.scope === 'page') askFor(targetKey)
        return guides ?? NO_GUIDES
      },
      guideHref: (id) =>
        options.readView
          ? `${config.serverURL}${config.routes.admin}/wiki/guides/${id}`
          : `${admin}/${id}`,
      editHref: paths.edit,
      writeHref: (targetKey) => paths.write(targetKey, pathname),
      editMode,
      setEditMode,
      claimControls,
      hasControls: (targetKey, surface) => claims[targetKey]?.[0] === surface,
    }
  }, [askFor, claimControls, claims, config, editMode, key, options, pathname, state, t])

  return <WikiContext value={reading ? value : null}>{children}</WikiContext>
}

/** Payload's admin screens around signing in and out (`admin.routes`; reset takes a token after its route). */
const AUTH_ROUTES = [
  'createFirstUser',
  'forgot',
  'inactivity',
  'login',
  'logout',
  'reset',
  'unauthorized',
] as const

const isAuthScreen = (
  pathname: string,
  adminRoute: string,
  routes: Partial<Record<(typeof AUTH_ROUTES)[number], string>> | undefined,
) =>
  AUTH_ROUTES.some((name) => {
    const route = routes?.[name]
    if (!route) return false
    const path = `${adminRoute === '/' ? '' : adminRoute}${route}`
    return pathname === path || pathname.startsWith(`${path}/`)
  })
