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

@ObjectType('Mensagem', { description: 'Uma mensagem para mostrar ao usuário.' })
export class MensagemDTO {
  @Field({ description: 'A mensagem, em português.' }) mensagem: string;
}

@ObjectType('ValidacaoRecuperacao', { description: 'Se um link de recuperação de senha ainda vale.' })
export class ValidacaoRecuperacaoDTO {
  @Field({ description: 'A mensagem para mostrar.' }) mensagem: string;
  @Field({ description: 'Verdadeiro quando o link ainda pode ser usado.' }) valido: boolean;
}
