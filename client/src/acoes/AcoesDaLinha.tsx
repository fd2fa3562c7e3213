import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';

/** Pencil and bin icons (tabler "pencil" and "trash"), inline so the client needs no icon package. */
const Lapis = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
    <path d="M4 20h4l10.5 -10.5a2.828 2.828 0 1 0 -4 -4l-10.5 10.5v4" />
    <path d="M13.5 6.5l4 4" />
  </svg>
);
const Lixeira = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
    <path d="M4 7l16 0" />
    <path d="M10 11l0 6" />
    <path d="M14 11l0 6" />
    <path d="M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12" />
    <path d="M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3" />
  </svg>
);

/**
 * The edit and delete buttons of a list row, each shown only when its handler is given (the
 * screen passes them by role). `nome` names the row for screen readers: "Editar {nome}".
 */
export function AcoesDaLinha({
  nome,
  aoEditar,
  aoExcluir,
  children,
}: {
  nome: string;
  aoEditar?: () => void;
  aoExcluir?: () => void;
  /** Extra actions shown before edit and delete. */
  children?: ReactNode;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {children}
      {aoEditar && (
        <Tooltip label="Editar">
          <ActionIcon variant="subtle" aria-label={`Editar ${nome}`} onClick={aoEditar}>
            <Lapis />
          </ActionIcon>
        </Tooltip>
      )}
      {aoExcluir && (
        <Tooltip label="Excluir">
          <ActionIcon variant="subtle" color="red" aria-label={`Excluir ${nome}`} onClick={aoExcluir}>
            <Lixeira />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
