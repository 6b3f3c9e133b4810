'use client'
import { Button, toast, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation.js'
import { useState } from 'react'
import { postJSON, useApi } from './useApi'

/** Sidebar of a delivery: POSTs the redeliver endpoint (202) and opens the new row. */
export const RedeliverButton = () => {
  const { collectionSlug, id } = useDocumentInfo()
  const { api, adminURL } = useApi()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (!id) return null
  const redeliver = async () => {
    setBusy(true)
    try {
      const { ok, body } = await postJSON(`${api}/${collectionSlug}/${id}/redeliver`)
      if (!ok) {
        toast.error(String(body.message ?? body.errors ?? 'Redelivery failed'))
        return
      }
      toast.success(`Redelivery ${String(body.id)} is ${String(body.status)}`)
      router.push(adminURL(`/collections/${collectionSlug}/${String(body.id)}`))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button buttonStyle="primary" disabled={busy} onClick={() => void redeliver()}>
      Redeliver
    </Button>
  )
}
