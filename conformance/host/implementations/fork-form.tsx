'use client'
// HOST-10's stand-in for a fork's <Form>: the module a fork's siteModules names.
export const Form = () => <form data-fork-form="" />
