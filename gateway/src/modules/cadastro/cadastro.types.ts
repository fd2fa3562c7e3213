import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ParceiroInput } from '../parceiros/parceiros-painel.types';

/** The public registration form: the staff form plus password, policy acceptance, store and referral. */
@InputType()
export class CadastroParceiroInput extends ParceiroInput {
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

@ObjectType('Mensagem')
export class MensagemDTO {
  @Field() mensagem: string;
}

@ObjectType('ValidacaoRecuperacao')
export class ValidacaoRecuperacaoDTO {
  @Field() mensagem: string;
  @Field() valido: boolean;
}
