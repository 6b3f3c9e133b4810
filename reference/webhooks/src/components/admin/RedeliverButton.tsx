'use client'
import { Button, toast, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation.js'
import { useState } from 'react'
import { deliveryStatusLabel, webhooksT } from '../../i18n'
import { apiErrorMessage, postJSON, useApi } from './useApi'

/** Sidebar of a delivery: POSTs the redeliver endpoint (202) and opens the new row. */
export const RedeliverButton = () => {
  const { collectionSlug, id } = useDocumentInfo()
  const { api, adminURL } = useApi()
  const router = useRouter()
  const { t: payloadT } = useTranslation()
  const t = webhooksT(payloadT)
  const [busy, setBusy] = useState(false)
  if (!id) return null
  const redeliver = async () => {
    setBusy(true)
    try {
      const { ok, body } = await postJSON(`${api}/${collectionSlug}/${id}/redeliver`)
      if (!ok) {
        toast.error(apiErrorMessage(body) ?? t('redeliveryFailed'))
        return
      }
      toast.success(
        t('redeliveryStarted', {
          id: String(body.id),
          status: deliveryStatusLabel(payloadT, String(body.status)),
        }),
      )
      router.push(adminURL(`/collections/${collectionSlug}/${String(body.id)}`))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button buttonStyle="primary" disabled={busy} onClick={() => void redeliver()}>
      {t('redeliver')}
    </Button>
  )
}
