import { Field, ID, ObjectType } from 'type-graphql';
import { enumeracaoGraphql } from '../../graphql/entrada';

/** Who wrote a log row (logs.responsavel_tipo): the actor kinds of core/context.ts, or the system. */
export const TIPO_RESPONSAVEL = enumeracaoGraphql(
  'TipoResponsavel',
  { USUARIO: 'usuario', PARCEIRO: 'parceiro', INTEGRADOR: 'integrador', SISTEMA: 'sistema' } as const,
  'Quem fez a ação registrada.',
  { USUARIO: 'Usuário do painel', PARCEIRO: 'Membro', INTEGRADOR: 'Integração (chave de API)', SISTEMA: 'O próprio sistema' },
);

@ObjectType('Log', { description: 'Um registro de auditoria: quem fez o quê, com quais parâmetros, quando.' })
export class LogDTO {
  @Field(() => ID, { description: 'Identificador do log.' }) id: string;
  @Field({ description: 'Nome de quem agiu (usuário do painel, membro) ou "Sistema".' }) responsavel: string;
  @Field(() => TIPO_RESPONSAVEL, { description: 'Que tipo de responsável agiu.' }) responsavelTipo: string;
  @Field({ description: 'O tipo do log (ex.: banners.criar).' }) tipo: string;
  @Field({ description: 'O título do tipo, para a tela.' }) titulo: string;
  @Field({ description: 'Os parâmetros, como texto JSON.' }) parametros: string;
  @Field(() => [String], { description: 'Os parâmetros em linhas legíveis: o que mudou (antes → depois) numa alteração, "Campo: valor" nos demais.' })
  resumo: string[];
  @Field({ description: 'Quando aconteceu.' }) criadoEm: Date;
}

@ObjectType('TipoLog', { description: 'Um tipo de log e o seu título.' })
export class TipoLogDTO {
  @Field({ description: 'O tipo (ex.: banners.criar).' }) tipo: string;
  @Field({ description: 'O título para a tela.' }) titulo: string;
}
