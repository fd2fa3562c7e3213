import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

/** The profile form (spec 3 §2.16): the member's personal data; blank passwords change nothing. */
@InputType()
export class PerfilInput {
  @Field(() => String, { nullable: true }) nome?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) celular?: string | null;
  @Field(() => String, { nullable: true }) telefone?: string | null;
  @Field(() => String, { nullable: true }) sexo?: string | null;
  @Field(() => String, { nullable: true }) dataNascimento?: string | null;
  @Field(() => String, { nullable: true }) endCep?: string | null;
  @Field(() => String, { nullable: true }) endRua?: string | null;
  @Field(() => String, { nullable: true }) endNumero?: string | null;
  @Field(() => String, { nullable: true }) endComplemento?: string | null;
  @Field(() => String, { nullable: true }) endBairro?: string | null;
  @Field(() => String, { nullable: true }) endCidade?: string | null;
  @Field(() => String, { nullable: true }) endEstado?: string | null;
  @Field(() => String, { nullable: true }) hobby?: string | null;
  @Field(() => String, { nullable: true }) senha?: string | null;
  @Field(() => String, { nullable: true }) confirmarSenha?: string | null;
  @Field(() => String, { nullable: true, description: 'Current password; required to set a new one.' }) senhaAntiga?: string | null;
}

@ObjectType('ProdutoDaLoja')
export class ProdutoDaLojaDTO {
  @Field(() => Int) id: number;
  @Field() codigo: string;
  @Field() nome: string;
  @Field(() => Float) valorPontos: number;
}

@ObjectType('ProdutosDaLojaPagina')
export class ProdutosDaLojaPaginaDTO {
  @Field(() => [ProdutoDaLojaDTO]) linhas: ProdutoDaLojaDTO[];
  @Field(() => Int) total: number;
  @Field({ description: 'Whether the caller may toggle ativo here: members never.' }) podeAlterarAtivo: boolean;
}

@ObjectType('LoginSocialConfig')
export class LoginSocialConfigDTO {
  @Field() habilitado: boolean;
  @Field(() => String, { nullable: true, description: 'The key the ID token goes under in POST /api/sessoes/parceiro.' }) provedor: string | null;
  @Field(() => String, { nullable: true }) clientId: string | null;
  @Field(() => String, { nullable: true }) authorizationEndpoint: string | null;
}
