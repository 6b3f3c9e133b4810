import type { Access, CollectionConfig, Config, Payload, PayloadRequest, TaskConfig } from 'payload'
import reference from '../../../reference'
import { overrideMethods, patchCollection, withPayload } from './patch'

/**
 * Helpers for the webhooks self-checks (wh-*.ts): where the reference's webhooks plugin writes
 * delivery rows (its afterChange/afterDelete hooks, its webhooksDeliver task, the deliveries
 * endpoints), run it against a payload whose row writes are edited the way a fork's would differ.
 */

export const DELIVERIES = 'webhook-deliveries'
export const SUBSCRIPTIONS = 'webhook-subscriptions'
export const TASK = 'webhooksDeliver'

export type Row = Record<string, any>

/** The plugin's `delivery` option as an object (it also takes a mode string). */
export const deliveryOption = (options: Record<string, any>): Record<string, any> =>
  typeof options.delivery === 'string' ? { mode: options.delivery } : { ...options.delivery }

/** A db write method whose calls on delivery rows pass the row data through `edit`, when given. */
const editingData =
  (edit?: (data: Row) => Row) =>
  <M extends (args: any) => unknown>(write: M): M =>
    ((args: { collection: string; data: Row }) =>
      write(
        args.collection === DELIVERIES && edit ? { ...args, data: edit(args.data) } : args,
      )) as M

/** A payload whose `db.create` / `db.updateOne` of delivery rows pass the row data through `edit`. */
export const editingRows =
  (edit: { create?: (data: Row) => Row; update?: (data: Row) => Row }) =>
  (payload: Payload): Payload =>
    overrideMethods(payload, {
      db: (db) =>
        overrideMethods(db, {
          create: editingData(edit.create),
          updateOne: editingData(edit.update),
        }),
    })

/** Runs the original call `run` (hooks and the task: with the given arguments, else the call's own `args`). */
type Runner = (
  req: PayloadRequest,
  run: (args?: Record<string, any>) => unknown,
  args?: Record<string, any>,
) => Promise<unknown>

/**
 * Wraps where the plugin delivers: the hooks it appended to each webhook collection (`hooks`), its
 * task handler (`task`) and the deliveries collection's endpoints (`endpoints`). Each runner gets
 * the request and the original call.
 */
export const wrapDelivery = (
  config: Config,
  options: Record<string, any>,
  wrap: { hooks?: Runner; task?: Runner; endpoints?: Runner },
): Config => {
  const webhookCollections = new Set(Object.keys(options.collections ?? {}))
  const last = <T extends (args: any) => any>(
    hooks: T[] | undefined,
    runner: Runner,
  ): T[] | undefined =>
    hooks?.map((hook, index) =>
      index === hooks.length - 1
        ? (((args: any) => runner(args.req, (next = args) => hook(next), args)) as T)
        : hook,
    )
  return {
    ...config,
    collections: config.collections?.map((collection): CollectionConfig => {
      if (wrap.hooks && webhookCollections.has(collection.slug)) {
        return {
          ...collection,
          hooks: {
            ...collection.hooks,
            afterChange: last(collection.hooks?.afterChange, wrap.hooks),
            afterDelete: last(collection.hooks?.afterDelete, wrap.hooks),
          },
        }
      }
      if (wrap.endpoints && collection.slug === (options.slugs?.deliveries ?? DELIVERIES)) {
        const runner = wrap.endpoints
        return {
          ...collection,
          endpoints: (collection.endpoints || []).map((endpoint) => ({
            ...endpoint,
            handler: (req) => runner(req, () => endpoint.handler(req)) as Promise<Response>,
          })),
        }
      }
      return collection
    }),
    jobs: config.jobs && {
      ...config.jobs,
      tasks: config.jobs.tasks?.map((task): TaskConfig<any> => {
        if (!wrap.task || task.slug !== TASK || typeof task.handler !== 'function') return task
        const { handler } = task
        const runner = wrap.task
        return {
          ...task,
          handler: ((args: any) =>
            runner(
              args.req,
              (next = args) => handler(next as typeof args),
              args,
            )) as typeof handler,
        }
      }),
    },
  }
}

/** A runner that edits the row writes of the call (see editingRows). */
export const editRows =
  (edit: Parameters<typeof editingRows>[0]): Runner =>
  (req, run) =>
    withPayload(req, editingRows(edit), run)

/** reference.webhooks with its delivery paths wrapped (see wrapDelivery). */
export const wrappedWebhooks =
  (wrap: Parameters<typeof wrapDelivery>[2]) => (options: any) => async (config: Config) =>
    wrapDelivery(await reference.webhooks!(options)(config), options, wrap)

/** reference.webhooks with its deliveries collection (at the slug its options give it) patched. */
export const webhooksWithDeliveries =
  (patch: (collection: CollectionConfig) => CollectionConfig) =>
  (options: any) =>
  async (config: Config) =>
    patchCollection(
      await reference.webhooks!(options)(config),
      options.slugs?.deliveries ?? DELIVERIES,
      patch,
    )

/** reference.webhooks whose delivery log may be created and updated by whom `write` lets. */
export const webhooksWithLogWrites = (write: Access) =>
  webhooksWithDeliveries((collection) => ({
    ...collection,
    access: { ...collection.access, create: write, update: write },
  }))

/** reference.webhooks given its `delivery` option (as an object) edited. */
export const webhooksWithDelivery =
  (edit: (delivery: Record<string, any>) => Record<string, any>) => (options: any) =>
    reference.webhooks!({ ...options, delivery: edit(deliveryOption(options)) })

/** A runner that edits the body (`payload`) of each delivery row the call creates. */
export const editBodies = (edit: (body: Row) => Row): Runner =>
  editRows({ create: (row) => ({ ...row, payload: edit(row.payload) }) })

/** A runner that edits each delivery row the hook call creates, given the hook's arguments. */
export const editRowsOfHook =
  (edit: (row: Row, args?: Record<string, any>) => Row): Runner =>
  (req, run, args) =>
    withPayload(req, editingRows({ create: (row) => edit(row, args) }), run)
