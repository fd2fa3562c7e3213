export { SeletorRede, VALOR_TODAS, type SeletorRedeProps } from './SeletorRede';
