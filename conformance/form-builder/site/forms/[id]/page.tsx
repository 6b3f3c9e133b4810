import config from '@payload-config'
import { toFormDocument } from '@payload-plugin-suite/form-builder'
import { Form } from '@payload-plugin-suite/form-builder/client'
import { notFound } from 'next/navigation'
import { getPayload, type TypedLocale } from 'payload'
import { renderBack, renderNext, renderSubmit } from './buttons'

interface FormPageProps {
  params: Promise<{ id: string }>
  searchParams: Promise<{ locale?: string }>
}

/** /forms/:id?locale=de: a form read with the Local API, rendered by the client <Form>. */
export default async function FormPage({ params, searchParams }: FormPageProps) {
  const [{ id }, { locale: asked }] = await Promise.all([params, searchParams])
  const payload = await getPayload({ config })
  // One of the project's locales (payload.config.ts `localization`), else its default one.
  const { localization } = payload.config
  const locale =
    localization && asked && localization.localeCodes.includes(asked)
      ? asked
      : localization
        ? localization.defaultLocale
        : 'en'
  // As a visitor: the forms collection's read access applies.
  const form = await payload.findByID({
    collection: 'forms',
    id,
    locale: locale as TypedLocale,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!form) notFound()
  return (
    <main
      style={{
        maxWidth: '40rem',
        margin: '2rem auto',
        padding: '0 1rem',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1>{form.title}</h1>
      <Form
        form={toFormDocument(form)}
        locale={locale}
        prevLabel="Previous" // the site's own wording wins over the stored label
        renderSubmit={renderSubmit}
        renderNext={renderNext}
        renderBack={renderBack}
      />
    </main>
  )
}
