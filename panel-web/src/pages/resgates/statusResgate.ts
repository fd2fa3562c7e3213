/** Redemption statuses a user may set (spec 2 §4: change-status and bulk offer only 0, 1, 2; cancel sets 3). */
export const OPCOES_STATUS = [
  { value: '0', label: 'Não entregue' },
  { value: '1', label: 'Entregue' },
  { value: '2', label: 'Em trânsito' },
];
export const COR_STATUS: Record<number, string> = { 0: 'yellow', 1: 'green', 2: 'blue', 3: 'gray' };
