'use client'
import { Button, toast, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation.js'
import { deliveryStatusLabel, webhooksT } from '../../i18n'
import { useApi, usePost } from './useApi'

/** Sidebar of a delivery: POSTs the redeliver endpoint (202) and opens the new row. */
export const RedeliverButton = () => {
  const { collectionSlug, id } = useDocumentInfo()
  const { api, adminURL } = useApi()
  const router = useRouter()
  const { t: payloadT } = useTranslation()
  const t = webhooksT(payloadT)
  const { busy, post } = usePost()
  if (!id) return null
  const redeliver = () =>
    post(`${api}/${collectionSlug}/${id}/redeliver`, t('redeliveryFailed'), (body) => {
      toast.success(
        t('redeliveryStarted', {
          id: String(body.id),
          status: deliveryStatusLabel(payloadT, String(body.status)),
        }),
      )
      router.push(adminURL(`/collections/${collectionSlug}/${String(body.id)}`))
    })
  return (
    <Button buttonStyle="primary" disabled={busy} onClick={() => void redeliver()}>
      {t('redeliver')}
    </Button>
  )
}
