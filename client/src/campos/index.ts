export { CampoMascarado, type CampoMascaradoProps } from './CampoMascarado';
export { CampoCpf, type CampoCpfProps } from './CampoCpf';
export { CampoSenha, type CampoSenhaProps } from './CampoSenha';
export { CampoCnpj, type CampoCnpjProps } from './CampoCnpj';
export { CampoTelefone, type CampoTelefoneProps } from './CampoTelefone';
export { CampoData, type CampoDataProps } from './CampoData';
export { CampoCep, type CampoCepProps, type EnderecoCep } from './CampoCep';
