export { AlternarAtivo, type AlternarAtivoProps } from './AlternarAtivo';
export { confirmar, type OpcoesConfirmar } from './confirmar';
export { AcoesDaLinha } from './AcoesDaLinha';
export { excluirComConfirmacao, colunaDeAcoes } from './excluirDaLista';
