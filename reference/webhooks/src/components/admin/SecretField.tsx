'use client'
import {
  Button,
  FieldDescription,
  FieldLabel,
  RenderCustomComponent,
  toast,
  useField,
  useTranslation,
} from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useState } from 'react'
import { webhooksT } from '../../i18n'

/**
 * The subscription's signing secret, masked until asked for and copied with one click: it is a
 * credential, so it is not left on screen for anyone passing by.
 */
export const SecretField: TextFieldClientComponent = ({ field, path }) => {
  // A description in the admin's language arrives rendered by the server (customComponents), as for Payload's own fields.
  const { customComponents: { Description } = {}, value } = useField<string>({
    path: path ?? field.name,
  })
  const { t: payloadT } = useTranslation()
  const t = webhooksT(payloadT)
  const [shown, setShown] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value ?? '')
      toast.success(t('secretCopied'))
    } catch {
      toast.error(t('copyRefused'))
    }
  }
  return (
    <div className="field-type webhook-secret" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel label={field.label ?? t('fieldSecret')} path={path} />
      {value ? (
        <div
          style={{
            alignItems: 'center',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 'calc(var(--base) / 2)',
          }}
        >
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label names the masked secret for the copy and show buttons beside it */}
          <code aria-label={t('signingSecret')} style={{ overflowWrap: 'anywhere' }}>
            {shown ? value : `${value.slice(0, 6)}${'•'.repeat(16)}`}
          </code>
          <Button
            buttonStyle="secondary"
            margin={false}
            onClick={() => setShown(!shown)}
            size="small"
          >
            {t(shown ? 'hide' : 'show')}
          </Button>
          <Button buttonStyle="secondary" margin={false} onClick={() => void copy()} size="small">
            {t('copy')}
          </Button>
        </div>
      ) : (
        <p>{t('secretOnSave')}</p>
      )}
      <RenderCustomComponent
        CustomComponent={Description}
        Fallback={
          <FieldDescription description={field.admin?.description} path={path ?? field.name} />
        }
      />
    </div>
  )
}
