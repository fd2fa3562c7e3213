import { Field, Float, ID, ObjectType } from 'type-graphql';

@ObjectType('ChaveIntegracao', { description: 'Uma chave de API de integrador.' })
export class ChaveIntegracaoDTO {
  @Field(() => ID, { description: 'Identificador da chave.' }) id: number;
  @Field() nome: string;
  @Field() plataforma: string;
  @Field({ description: 'The first characters of the secret, to tell keys apart.' }) prefixo: string;
  @Field() criadoEm: Date;
  @Field(() => String, { nullable: true }) criadoPor: string | null;
  @Field(() => Date, { nullable: true }) revogadaEm: Date | null;
  @Field(() => Date, { nullable: true }) ultimoUsoEm: Date | null;
  @Field() ativa: boolean;
}

@ObjectType('ChaveCriada', { description: 'A chave criada e o seu segredo.' })
export class ChaveCriadaDTO {
  @Field() mensagem: string;
  @Field(() => ChaveIntegracaoDTO) chave: ChaveIntegracaoDTO;
  @Field({ description: 'The secret to send as X-Api-Key. Shown only in this answer; only its hash is kept.' }) segredo: string;
}

@ObjectType('ChaveRevogada', { description: 'A chave revogada.' })
export class ChaveRevogadaDTO {
  @Field() mensagem: string;
  @Field(() => ChaveIntegracaoDTO) chave: ChaveIntegracaoDTO;
}

@ObjectType('ResultadoPontuacaoPlataforma', { description: 'O crédito de uma plataforma parceira.' })
export class ResultadoPontuacaoPlataformaDTO {
  @Field() mensagem: string;
  @Field(() => ID) id: string;
  @Field() plataforma: string;
  @Field() referencia: string;
  @Field(() => Float) pontos: number;
  @Field() enviadoEm: Date;
  @Field({ description: 'true when this reference had already been received (nothing credited again).' }) duplicada: boolean;
}

@ObjectType('PontuacaoSwpro', { description: 'Pontos do membro vindos de uma plataforma parceira.' })
export class PontuacaoSwproDTO {
  @Field(() => ID) id: string;
  @Field() plataforma: string;
  @Field(() => Float) totalPontos: number;
  @Field() dataEnvio: Date;
  @Field(() => String, { nullable: true }) descricao: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (São Paulo).' }) venceEm: string | null;
}
