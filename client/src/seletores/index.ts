export { SeletorRede, VALOR_TODAS, type SeletorRedeProps } from './SeletorRede';
export { SeletorLoja, type SeletorLojaProps, type LojaSelecionada } from './SeletorLoja';
