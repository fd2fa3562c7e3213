import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

/** A salesperson as staff see them: the member's data plus store, network and activity figures. */
@ObjectType('ParceiroPainel')
export class ParceiroPainelDTO {
  @Field(() => Int) id: number;
  @Field() nome: string;
  @Field() cpf: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) celular: string | null;
  @Field(() => String, { nullable: true }) telefone: string | null;
  @Field(() => String, { nullable: true }) sexo: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) dataNascimento: string | null;
  @Field(() => String, { nullable: true }) endRua: string | null;
  @Field(() => String, { nullable: true }) endNumero: string | null;
  @Field(() => String, { nullable: true }) endComplemento: string | null;
  @Field(() => String, { nullable: true }) endBairro: string | null;
  @Field(() => String, { nullable: true }) endCidade: string | null;
  @Field(() => String, { nullable: true }) endEstado: string | null;
  @Field(() => String, { nullable: true }) endCep: string | null;
  @Field(() => String, { nullable: true }) hobby: string | null;
  @Field(() => Int) revendaId: number;
  @Field({ description: "The store's CNPJ (14 digits)." }) cnpjRevenda: string;
  @Field({ description: "The store's code." }) codRevenda: string;
  @Field({ description: "The store's trade name (nomeFantasia)." }) revenda: string;
  @Field(() => String, { nullable: true }) cnpjCddRevendaMaster: string | null;
  @Field(() => Int) tipoPontuacaoRevenda: number;
  @Field(() => Int) redeId: number;
  @Field({ description: "The store's network name." }) rede: string;
  @Field(() => Float) saldoPontos: number;
  @Field(() => Float) totalPontos: number;
  @Field(() => Date, { nullable: true }) ultimaPontuacao: Date | null;
  @Field(() => Date, { nullable: true }) ultimoAcessoEm: Date | null;
  @Field(() => Int, { nullable: true, description: 'Whole days since the last storefront sign-in (São Paulo calendar); null when never.' })
  diasSemAcesso: number | null;
  @Field(() => String, { nullable: true }) quemIndicou: string | null;
  @Field() aceitouRegulamento: boolean;
  @Field() ativo: boolean;
  @Field(() => String, { nullable: true }) idIndicacao: string | null;
  @Field() criadoEm: Date;
}

@ObjectType('ParceirosPagina')
export class ParceirosPaginaDTO {
  @Field(() => [ParceiroPainelDTO]) parceiros: ParceiroPainelDTO[];
  @Field(() => Int) totalRecords: number;
  @Field({ description: 'True when the total is estimated: past 1,000 matching rows the gateway does not count them all.' }) totalEstimado: boolean;
}

@ObjectType('UsuarioDaJustificativa')
export class UsuarioDaJustificativaDTO {
  @Field() nome: string;
}

/** One status change of a salesperson. Statuses as the contract spells them: 1 active, 0 inactive. */
@ObjectType('JustificativaParceiro')
export class JustificativaParceiroDTO {
  @Field(() => Int) id: number;
  @Field() criadoEm: Date;
  @Field(() => UsuarioDaJustificativaDTO) usuario: UsuarioDaJustificativaDTO;
  @Field(() => Int) statusAnterior: number;
  @Field(() => Int) statusNovo: number;
  @Field() justificativa: string;
}

/**
 * The Vendedor Loja form. On creation every field but complemento, hobby, telefone and email is
 * required; on edition an absent field keeps its value. dataNascimento as yyyymmdd (or YYYY-MM-DD).
 */
@InputType()
export class ParceiroInput {
  @Field(() => String, { nullable: true, description: "The store's CNPJ." }) cnpjRevenda?: string | null;
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) cpf?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) celular?: string | null;
  @Field(() => String, { nullable: true }) telefone?: string | null;
  @Field(() => String, { nullable: true }) dataNascimento?: string | null;
  @Field(() => String, { nullable: true }) sexo?: string | null;
  @Field(() => String, { nullable: true }) endCep?: string | null;
  @Field(() => String, { nullable: true }) endRua?: string | null;
  @Field(() => String, { nullable: true }) endNumero?: string | null;
  @Field(() => String, { nullable: true }) endComplemento?: string | null;
  @Field(() => String, { nullable: true }) endBairro?: string | null;
  @Field(() => String, { nullable: true }) endCidade?: string | null;
  @Field(() => String, { nullable: true }) endEstado?: string | null;
  @Field(() => String, { nullable: true }) hobby?: string | null;
}

/** GraphQL inputs carry every declared key (undefined when not sent): keep only the sent ones. */
export function semAusentes(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}
