import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class ChaveIntegracaoDTO {
  @Field(() => Int) id: number;
  @Field() nome: string;
  @Field() plataforma: string;
  @Field({ description: 'The first characters of the secret, to tell keys apart.' }) prefixo: string;
  @Field() criadoEm: Date;
  @Field(() => String, { nullable: true }) criadoPor: string | null;
  @Field(() => Date, { nullable: true }) revogadaEm: Date | null;
  @Field(() => Date, { nullable: true }) ultimoUsoEm: Date | null;
  @Field() ativa: boolean;
}

@ObjectType()
export class ChaveCriadaDTO {
  @Field() mensagem: string;
  @Field(() => ChaveIntegracaoDTO) chave: ChaveIntegracaoDTO;
  @Field({ description: 'The secret to send as X-Api-Key. Shown only in this answer; only its hash is kept.' }) segredo: string;
}

@ObjectType()
export class ChaveRevogadaDTO {
  @Field() mensagem: string;
  @Field(() => ChaveIntegracaoDTO) chave: ChaveIntegracaoDTO;
}

@InputType()
export class CriarChaveIntegracaoInput {
  @Field() nome: string;
  @Field({ description: "'SW PRO Cursos' or 'Ache Seu Pintor'." }) plataforma: string;
}

@InputType()
export class CreditarPontosPlataformaInput {
  @Field({ description: 'The member’s CPF, with or without mask.' }) cpf: string;
  @Field(() => Float) pontos: number;
  @Field({ description: 'The platform’s own id of this credit: sending it again credits nothing.' }) referencia: string;
  @Field(() => String, { nullable: true }) descricao?: string | null;
  @Field(() => String, { nullable: true, description: 'Optional; must match the key’s platform.' }) plataforma?: string | null;
}

@ObjectType()
export class ResultadoPontuacaoPlataformaDTO {
  @Field() mensagem: string;
  @Field() id: string;
  @Field() plataforma: string;
  @Field() referencia: string;
  @Field(() => Float) pontos: number;
  @Field() enviadoEm: Date;
  @Field({ description: 'true when this reference had already been received (nothing credited again).' }) duplicada: boolean;
}

@ObjectType()
export class PontuacaoSwproDTO {
  @Field() id: string;
  @Field() plataforma: string;
  @Field(() => Float) totalPontos: number;
  @Field() dataEnvio: Date;
  @Field(() => String, { nullable: true }) descricao: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (São Paulo).' }) venceEm: string | null;
}
