export { CampoMascarado, type CampoMascaradoProps } from './CampoMascarado';
export { CampoCpf, type CampoCpfProps } from './CampoCpf';
export { CampoSenha, type CampoSenhaProps } from './CampoSenha';
