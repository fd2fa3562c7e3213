import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('CodigoCadastro', { description: 'A sign-up code: points credited once to each member who registers with it.' })
export class CodigoCadastroDTO {
  @Field(() => Int) id: number;
  @Field() codigo: string;
  @Field(() => Int) pontos: number;
  @Field(() => Int, { description: 'Uses allowed.' }) usos: number;
  @Field(() => Int) usosRealizados: number;
  @Field(() => String, { nullable: true, description: 'Last valid day (YYYY-MM-DD); null never expires.' }) expiraEm: string | null;
  @Field() criadoEm: Date;
}

@InputType()
export class CodigoCadastroInput {
  @Field(() => String, { nullable: true }) codigo?: string | null;
  @Field(() => Int, { nullable: true }) pontos?: number | null;
  @Field(() => Int, { nullable: true }) usos?: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; empty for no expiry.' }) expiraEm?: string | null;
}

@ObjectType('ParceiroDoCodigo')
export class ParceiroDoCodigoDTO {
  @Field() nome: string;
  @Field() cpf: string;
}

@ObjectType('PontuacaoCodigo', { description: 'A member who registered with a sign-up code (Pontos por código).' })
export class PontuacaoCodigoDTO {
  @Field() id: string;
  @Field() codigo: string;
  @Field(() => ParceiroDoCodigoDTO) parceiro: ParceiroDoCodigoDTO;
  @Field(() => Int) pontos: number;
  @Field() dataUtilizacao: Date;
}

export interface LinhaCodigo {
  id: number; codigo: string; pontos: number; usos: number; usos_realizados: number; expira_em: string | null; criado_em: Date;
}

export const codigoDTO = (l: LinhaCodigo): CodigoCadastroDTO => ({
  id: l.id, codigo: l.codigo, pontos: l.pontos, usos: l.usos, usosRealizados: l.usos_realizados, expiraEm: l.expira_em, criadoEm: l.criado_em,
});
