'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState, type ReactNode } from 'react'
import { setCardFormat } from '@/lib/editor/actions/set-card-format'
import { changeFormat, changePaper, type OptionNotice } from '@/lib/editor/card-option-change'
import { optionParams } from '@/lib/shop/catalogue/option-params'
import type { Choice, ProductChoices } from '@/lib/shop/design-print/saved-designs/product-choices'
import type { SavedDesignOptionsInput } from '@/lib/shop/design-print/saved-designs/schema'
import { extraCards, quantityStepsForGuests } from '@/lib/shop/sales/pricing/quantity'
import { useCardOptions, useEditor, useEditorStore } from '../editor-context'
import styles from '../controls.module.css'

type Options = SavedDesignOptionsInput
type Envelope = NonNullable<Options['envelope']>

/**
 * Every option the product page sells for this design (issue 30 point 1): format, paper, refinement,
 * punching, ribbon and the other accessories, envelope with its flap and colour, quantity. Only combinations the
 * price list sells are offered: refinements follow the paper, envelopes the format, formats the
 * design's shape (ADR 0080: another format re-lays the document, texts and photos stay). What a change
 * does to another choice is said in a notice, never done silently. The tool's URL keeps the choices,
 * so a reload or a shared link opens with them.
 */
export function ProductOptions({
  choices,
  guestCount = null,
}: {
  choices: ProductChoices
  /** Guests of the attached guest list: the quantity gives each a card (ADR 0081). */
  guestCount?: number | null
}) {
  const t = useTranslations('Editor.options')
  const store = useEditorStore()
  const options = useCardOptions()
  const setOptions = useEditor((s) => s.setOptions)
  const documentFormat = useEditor((s) => s.scene.document.format.key)
  const [notices, setNotices] = useState<OptionNotice[]>([])
  const paper = choices.papers?.find((p) => p.key === options.paper)
  const envelopeClasses = choices.envelopes?.[options.format] ?? []
  const format = choices.formats.find((f) => f.key === options.format)

  // Undo and redo move the document between formats; the chosen format follows the document.
  useEffect(() => {
    const chosen = choices.formats.find((f) => f.key === options.format)
    if (!chosen?.document || chosen.document.key === documentFormat) return
    const match = choices.formats.find((f) => f.document?.key === documentFormat)
    if (match) setOptions(changeFormat(options, match.key, choices).patch)
  }, [documentFormat, choices, options, setOptions])

  // The URL keeps the choices (the same parameters as the product page's).
  useEffect(() => {
    const url = new URL(window.location.href)
    for (const [key, value] of Object.entries(optionParams(options))) url.searchParams.set(key, value)
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url)
  }, [options])

  const envelopeName = (e: Envelope) =>
    `${t(`envelopes.${e.sizeClass as 'standard'}`)} (${t('envelopeFlap')} ${t(`flaps.${e.flap}`)})`
  const refinementName = (key: string) =>
    choices.papers?.flatMap((p) => p.refinements).find((r) => r.key === key)?.label ?? key
  const noticeText = (notice: OptionNotice) => {
    switch (notice.kind) {
      case 'format':
        return t('formatChanged', {
          format: choices.formats.find((f) => f.key === notice.format)?.label ?? notice.format,
        })
      case 'envelopeChanged':
        return t('envelopeChanged', { from: envelopeName(notice.from), to: envelopeName(notice.to) })
      case 'envelopeRemoved':
        return t('envelopeRemoved', { from: envelopeName(notice.from) })
      case 'refinementRemoved':
        return t('refinementRemoved', { from: refinementName(notice.from) })
    }
  }

  function pickFormat(key: string) {
    const target = choices.formats.find((f) => f.key === key)
    if (!target) return
    // The document first: if its check refuses the re-laid design, the options stay as they were.
    if (target.document && !store.getState().run(setCardFormat, target.document)) return
    const change = changeFormat(options, key, choices)
    setOptions(change.patch)
    setNotices(change.notices)
  }

  const steps = quantityStepsForGuests(guestCount)
  const quantities = steps.includes(options.quantity) ? steps : [options.quantity, ...steps]
  return (
    <div className={styles.stack}>
      <p className={styles.fact}>
        <span>{t('productType')}</span> <strong>{choices.productLabel}</strong>
      </p>
      {choices.formats.length > 1 ? (
        <ChoiceSelect
          label={t('format')}
          name="format"
          value={options.format}
          choices={choices.formats}
          onPick={pickFormat}
        >
          <small>{t('formatHint')}</small>
        </ChoiceSelect>
      ) : (
        <p className={styles.fact}>
          <span>{t('format')}</span> <strong>{format?.label ?? options.format}</strong>
        </p>
      )}
      {choices.papers && (
        <ChoiceSelect
          label={t('paper')}
          name="paper"
          value={options.paper}
          choices={choices.papers}
          onPick={(key) => {
            const change = changePaper(options, key, choices)
            setOptions(change.patch)
            setNotices(change.notices)
          }}
        />
      )}
      {paper && paper.refinements.length > 1 && (
        <ChoiceSelect
          label={t('refinement')}
          name="refinement"
          testId="option-refinementType"
          value={options.refinement ?? 'none'}
          choices={paper.refinements}
          onPick={(key) => setOptions({ refinement: key as Options['refinement'] })}
        />
      )}
      {choices.accessories.map((field) => (
        <ChoiceSelect
          key={field.kind}
          label={t(field.kind)}
          name={field.param}
          value={options[field.kind] ?? 'none'}
          choices={field.options}
          onPick={(key) => setOptions({ [field.kind]: key } as Partial<Options>)}
        >
          {field.kind === 'ribbon' && <small>{t('ribbonNote')}</small>}
        </ChoiceSelect>
      ))}
      {envelopeClasses.length > 0 && choices.productType !== 'envelope' && (
        <label className={styles.field}>
          <span>{t('envelope')}</span>
          <select
            name="envelope"
            data-testid="option-envelope"
            value={options.envelope ? `${options.envelope.sizeClass}:${options.envelope.flap}` : ''}
            onChange={(e) => {
              const [sizeClass, flap] = e.target.value.split(':')
              if (!sizeClass || (flap !== 'straight' && flap !== 'pointed'))
                return setOptions({ envelope: null })
              // The colour stays if the new flap comes in it; else white, which every flap has.
              const colour = options.envelope?.colour ?? 'white'
              const keeps = choices.envelopeColours[flap].some((c) => c.key === colour)
              setOptions({
                envelope: { sizeClass, flap, colour: keeps ? colour : 'white' } as Envelope,
              })
            }}
          >
            <option value="">{t('noEnvelope')}</option>
            {envelopeClasses.flatMap((sizeClass) =>
              (['straight', 'pointed'] as const).map((flap) => (
                <option key={`${sizeClass}:${flap}`} value={`${sizeClass}:${flap}`}>
                  {envelopeName({ sizeClass, flap } as Envelope)}
                </option>
              )),
            )}
          </select>
        </label>
      )}
      {options.envelope && choices.productType !== 'envelope' && (
        <ChoiceSelect
          label={t('envelopeColour')}
          name="envelopeColour"
          value={options.envelope.colour ?? 'white'}
          choices={choices.envelopeColours[options.envelope.flap]}
          onPick={(key) =>
            options.envelope &&
            setOptions({ envelope: { ...options.envelope, colour: key as Envelope['colour'] } })
          }
        />
      )}
      <label className={styles.field}>
        <span>{t('quantity')}</span>
        <select
          name="quantity"
          data-testid="option-quantity"
          value={options.quantity}
          onChange={(e) => setOptions({ quantity: Number(e.target.value) })}
        >
          {quantities.map((q) => (
            <option key={q} value={q}>
              {q}
            </option>
          ))}
        </select>
        {guestCount !== null && <small>{t('quantityGuests')}</small>}
      </label>
      {guestCount !== null && (
        <p className={styles.hint} data-testid="quantity-rule">
          {t('quantityRule', {
            count: guestCount,
            extras: extraCards(options.quantity, guestCount),
            quantity: options.quantity,
          })}
        </p>
      )}
      {notices.length > 0 && (
        <div role="status" className={styles.hint} data-testid="options-notice">
          {notices.map((notice) => (
            <p key={notice.kind}>{noticeText(notice)}</p>
          ))}
        </div>
      )}
    </div>
  )
}

/**
 * One labelled choice of the price list (format, paper, refinement, an accessory): every such select
 * reads and writes an option key and is found by tests as `option-<name>`, so they are one component.
 */
function ChoiceSelect({
  label,
  name,
  testId = `option-${name}`,
  value,
  choices,
  onPick,
  children,
}: {
  label: string
  name: string
  testId?: string
  /** Undefined leaves the select on its first choice (a paper the options do not name yet). */
  value: string | undefined
  choices: readonly Choice[]
  onPick: (key: string) => void
  /** A hint under the select. */
  children?: ReactNode
}) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select name={name} data-testid={testId} value={value} onChange={(e) => onPick(e.target.value)}>
        {choices.map((choice) => (
          <option key={choice.key} value={choice.key}>
            {choice.label}
          </option>
        ))}
      </select>
      {children}
    </label>
  )
}
