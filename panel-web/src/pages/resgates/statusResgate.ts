import type { StatusResgate } from '@sw/client/gql';

/** Redemption statuses a user may set (spec 2 §4: change-status and bulk offer only 0, 1, 2; cancel sets 3). */
export const OPCOES_STATUS: { value: StatusResgate; label: string }[] = [
  { value: 'NAO_ENTREGUE', label: 'Não entregue' },
  { value: 'ENTREGUE', label: 'Entregue' },
  { value: 'EM_TRANSITO', label: 'Em trânsito' },
];
export const COR_STATUS: Record<StatusResgate, string> = { NAO_ENTREGUE: 'yellow', ENTREGUE: 'green', EM_TRANSITO: 'blue', CANCELADO: 'gray' };
