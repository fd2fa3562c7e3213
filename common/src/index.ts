export * from './documentos';
export * from './formatos';
export * from './permissoes';
export * from './mensagens';
export * from './constantes';
