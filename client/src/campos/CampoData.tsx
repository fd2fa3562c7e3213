import 'dayjs/locale/pt-br';
import { forwardRef, useState, type FocusEvent } from 'react';
import { ActionIcon, Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { MASCARAS, MENSAGENS, aplicarMascara, dataBrValida, dataParaBr, dataParaIso, somenteDigitos } from '@sw/common';
import { notificarErro } from '../notificacoes';
import { CampoMascarado, type CampoMascaradoProps } from './CampoMascarado';

/** The product's last accepted day (spec 2 §9) and the first (years before 1900 are typing mistakes). */
export const DATA_MAXIMA = '2999-12-31';
export const DATA_MINIMA = '1900-01-01';

export type CampoDataProps = Omit<CampoMascaradoProps, 'mascara' | 'label'> & {
  /** Also names the field in the message '<label> inválido'. */
  label: string;
  /**
   * 'br' (default): value and onChange carry the text as typed, DD/MM/AAAA (send it with dataParaIso
   * or dataParaYyyymmdd). 'iso': they carry AAAA-MM-DD, what the API reads; onChange fires only with
   * a whole, real, in-range day, or '' when the field is emptied or no longer holds one.
   */
  formato?: 'br' | 'iso';
  /** First and last day accepted (AAAA-MM-DD): the calendar greys the rest; a typed one outside is refused on leaving. */
  minData?: string;
  maxData?: string;
  /** false hides the calendar button (the field is still typed DD/MM/AAAA). */
  calendario?: boolean;
};

/** A calendar glyph (inline: neither app's icon set is a dependency of client/). */
function IconeCalendario() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <rect x="4" y="5" width="16" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M4 11h16" />
    </svg>
  );
}

/** The range message: '<label> deve ser a partir de DD/MM/AAAA' / 'até DD/MM/AAAA'. */
export function problemaDoIntervalo(label: string, iso: string, minData: string, maxData: string): string | null {
  if (iso < minData) return `${label} deve ser a partir de ${dataParaBr(minData)}`;
  if (iso > maxData) return `${label} deve ser até ${dataParaBr(maxData)}`;
  return null;
}

/**
 * The one date field of both apps: typed DD/MM/AAAA with a mask (digits only, the slashes come by
 * themselves), or picked in a pt-BR calendar (the picker carries its own locale and Sunday first: the storefront
 * mounts no DatesProvider). On leaving it, a filled value under 8 digits or a day that does not exist
 * (31/02) shows '<label> inválido' and the field is cleared (spec 1 §5); a day outside
 * minData..maxData says which limit and is cleared too. Decisions: docs/componentes-compartilhados.md.
 */
export const CampoData = forwardRef<HTMLInputElement, CampoDataProps>(function CampoData(
  {
    label,
    value,
    defaultValue,
    onChange,
    onBlur,
    placeholder = 'DD/MM/AAAA',
    formato = 'br',
    minData = DATA_MINIMA,
    maxData = DATA_MAXIMA,
    calendario = true,
    disabled,
    readOnly,
    rightSection,
    ...resto
  },
  ref,
) {
  const iso = formato === 'iso';
  const paraTexto = (v: string | undefined) => (v === undefined ? undefined : aplicarMascara(iso ? dataParaBr(v) : v, MASCARAS.data));
  // The text on screen. In 'iso' mode a half-typed date lives only here; the value outside moves with whole days.
  const [texto, definirTexto] = useState(() => paraTexto(value ?? defaultValue) ?? '');
  // What this field last told the parent, and the value it last saw: a different value from outside
  // (a form reset, a record loaded for editing) replaces the text; our own echo does not.
  const [emitido, definirEmitido] = useState(value);
  const [valorVisto, definirValorVisto] = useState(value);
  if (value !== valorVisto) {
    definirValorVisto(value);
    if (value !== undefined && value !== emitido) definirTexto(paraTexto(value) ?? '');
  }
  const [aberto, definirAberto] = useState(false);

  const emitir = (v: string) => {
    definirEmitido(v);
    onChange?.(v);
  };

  const isoDoTexto = (t: string) => {
    const d = dataParaIso(t);
    return d && !problemaDoIntervalo(label, d, minData, maxData) ? d : null;
  };

  const mudarTexto = (t: string) => {
    definirTexto(t);
    if (!iso) return emitir(t);
    const d = t === '' ? '' : isoDoTexto(t);
    if (d !== null) emitir(d);
    else if (emitido) emitir('');
  };

  const aoSair = (evento: FocusEvent<HTMLInputElement>) => {
    const t = evento.currentTarget.value;
    if (somenteDigitos(t) !== '') {
      const d = dataBrValida(t) ? dataParaIso(t)! : null;
      const problema = d === null ? MENSAGENS.invalido(label) : problemaDoIntervalo(label, d, minData, maxData);
      if (problema) {
        notificarErro(problema);
        mudarTexto('');
      }
    }
    onBlur?.(evento);
  };

  const escolher = (dia: string | null) => {
    definirAberto(false);
    mudarTexto(dia ? dataParaBr(dia) : '');
  };

  const escolhido = dataParaIso(texto);
  const botao =
    calendario && !disabled && !readOnly ? (
      <Popover opened={aberto} onChange={definirAberto} position="bottom-end" shadow="md" trapFocus returnFocus withinPortal>
        <Popover.Target>
          {/* The name does not repeat the field's label: "Data inicial" must find only the field. */}
          <ActionIcon variant="subtle" color="gray" aria-label="Escolher no calendário" aria-expanded={aberto} onClick={() => definirAberto((a) => !a)}>
            <IconeCalendario />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <DatePicker
            value={escolhido}
            defaultDate={escolhido ?? undefined}
            onChange={escolher}
            minDate={minData}
            maxDate={maxData}
            locale="pt-br"
            firstDayOfWeek={0}
          />
        </Popover.Dropdown>
      </Popover>
    ) : (
      rightSection
    );

  return (
    <CampoMascarado
      ref={ref}
      mascara={MASCARAS.data}
      label={label}
      placeholder={placeholder}
      autoComplete="off"
      disabled={disabled}
      readOnly={readOnly}
      rightSection={botao}
      {...resto}
      value={texto}
      onChange={mudarTexto}
      onBlur={aoSair}
    />
  );
});
