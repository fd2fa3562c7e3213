export { TabelaPaginada, type TabelaPaginadaProps, type ColunaTabela } from './TabelaPaginada';
export { useControleTabela, criarControleTabela, type ControleTabela, type OperacoesTabela, type ChaveLinha } from './controle';
export {
  parametrosPagina,
  parametrosPage,
  entradaLista,
  paginaParaTabela,
  consulta,
  type PedidoTabela,
  type RespostaTabela,
  type Ordenacao,
  type Direcao,
} from './pedido';
