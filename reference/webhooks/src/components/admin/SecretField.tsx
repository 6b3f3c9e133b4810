'use client'
import type { TextFieldClientComponent } from 'payload'
import { Button, FieldDescription, FieldLabel, toast, useField } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * The subscription's signing secret, masked until asked for and copied with one click: it is a
 * credential, so it is not left on screen for anyone passing by.
 */
export const SecretField: TextFieldClientComponent = ({ field, path }) => {
  const { value } = useField<string>({ path: path ?? field.name })
  const [shown, setShown] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value ?? '')
      toast.success('Signing secret copied')
    } catch {
      toast.error('The browser did not allow copying; show the secret and copy it by hand')
    }
  }
  return (
    <div className="field-type webhook-secret" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel label={field.label ?? 'Secret'} path={path} />
      {value ? (
        <div style={{ alignItems: 'center', display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)' }}>
          <code aria-label="Signing secret" style={{ overflowWrap: 'anywhere' }}>
            {shown ? value : `${value.slice(0, 6)}${'•'.repeat(16)}`}
          </code>
          <Button buttonStyle="secondary" margin={false} onClick={() => setShown(!shown)} size="small">
            {shown ? 'Hide' : 'Show'}
          </Button>
          <Button buttonStyle="secondary" margin={false} onClick={() => void copy()} size="small">
            Copy
          </Button>
        </div>
      ) : (
        <p>Generated when the subscription is saved.</p>
      )}
      <FieldDescription description={field.admin?.description} path={path ?? field.name} />
    </div>
  )
}
