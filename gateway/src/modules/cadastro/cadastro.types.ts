import { Field, InputType, Int, ObjectType } from 'type-graphql';

/** GraphQL inputs carry every declared key (undefined when not sent): keep only the sent ones. */
export function semAusentes(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

/** The public registration form: the staff form plus password, policy acceptance, store and referral. */
@InputType()
export class CadastroParceiroInput {
  // The Vendedor Loja form's fields, read by the staff form's schema (parceiros.esquemas.ts).
  @Field(() => String, { nullable: true, description: 'CNPJ da loja.' }) cnpjRevenda?: string | null;
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
  @Field(() => Int, { nullable: true, description: "The store's id (its own registration link); or cnpjRevenda." }) idRevenda?: number | null;
  @Field(() => String, { nullable: true }) senha?: string | null;
  @Field(() => String, { nullable: true }) confirmarSenha?: string | null;
  @Field(() => Boolean, { nullable: true }) aceitouPoliticaPrivacidade?: boolean | null;
  @Field(() => String, { nullable: true }) quemIndicou?: string | null;
  @Field(() => String, { nullable: true, description: 'Sign-up code from the link (?codigo_cadastro=).' }) codigoCadastro?: string | null;
}

@ObjectType('RevendaPublica')
export class RevendaPublicaDTO {
  @Field(() => Int) id: number;
  @Field() nomeFantasia: string;
  @Field(() => String, { nullable: true }) cnpj?: string;
}

@ObjectType('Mensagem', { description: 'Uma mensagem para mostrar ao usuário.' })
export class MensagemDTO {
  @Field({ description: 'A mensagem, em português.' }) mensagem: string;
}

@ObjectType('ValidacaoRecuperacao', { description: 'Se um link de recuperação de senha ainda vale.' })
export class ValidacaoRecuperacaoDTO {
  @Field({ description: 'A mensagem para mostrar.' }) mensagem: string;
  @Field({ description: 'Verdadeiro quando o link ainda pode ser usado.' }) valido: boolean;
}
