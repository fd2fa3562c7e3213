import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('CodigoCadastro', { description: 'Um código de cadastro: pontos creditados uma vez a cada membro que se cadastra com ele.' })
export class CodigoCadastroDTO {
  @Field(() => ID, { description: 'Identificador do código.' }) id: number;
  @Field({ description: 'O código, em maiúsculas.' }) codigo: string;
  @Field(() => Int, { description: 'Pontos creditados a cada cadastro.' }) pontos: number;
  @Field(() => Int, { description: 'Usos permitidos.' }) usos: number;
  @Field(() => Int, { description: 'Usos já realizados.' }) usosRealizados: number;
  @Field(() => String, { nullable: true, description: 'Último dia válido (AAAA-MM-DD); nulo: não expira.' }) expiraEm: string | null;
  @Field({ description: 'Quando o código foi cadastrado.' }) criadoEm: Date;
}

@ObjectType('ParceiroDoCodigo', { description: 'O membro que se cadastrou com um código.' })
export class ParceiroDoCodigoDTO {
  @Field({ description: 'Nome do membro.' }) nome: string;
  @Field({ description: 'CPF do membro.' }) cpf: string;
}

@ObjectType('PontuacaoCodigo', { description: 'Um membro que se cadastrou com um código de cadastro (Pontos por código).' })
export class PontuacaoCodigoDTO {
  @Field(() => ID, { description: 'Identificador do uso.' }) id: string;
  @Field({ description: 'O código usado.' }) codigo: string;
  @Field(() => ParceiroDoCodigoDTO, { description: 'Quem se cadastrou.' }) parceiro: ParceiroDoCodigoDTO;
  @Field(() => Int, { description: 'Pontos creditados.' }) pontos: number;
  @Field({ description: 'Quando o código foi usado.' }) dataUtilizacao: Date;
}

export interface LinhaCodigo {
  id: number;
  codigo: string;
  pontos: number;
  usos: number;
  usos_realizados: number;
  expira_em: string | null;
  criado_em: Date;
}

export const codigoDTO = (l: LinhaCodigo): CodigoCadastroDTO => ({
  id: l.id,
  codigo: l.codigo,
  pontos: l.pontos,
  usos: l.usos,
  usosRealizados: l.usos_realizados,
  expiraEm: l.expira_em,
  criadoEm: l.criado_em,
});
