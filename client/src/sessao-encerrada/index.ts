export { AvisoSessaoEncerrada } from './AvisoSessaoEncerrada';
export { consumirRetorno, esquecerSessaoEncerrada, lembrarSessaoEncerrada, sessaoFoiEncerrada, type LadoSessao } from './retorno';
