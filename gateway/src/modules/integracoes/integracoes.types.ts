import { Field, ID, ObjectType } from 'type-graphql';
import { Pontos } from '../../graphql/dinheiro';

@ObjectType('ChaveIntegracao', { description: 'Uma chave de API de integrador.' })
export class ChaveIntegracaoDTO {
  @Field(() => ID, { description: 'Identificador da chave.' }) id: number;
  @Field({ description: 'Nome da chave, para a equipe reconhecê-la.' }) nome: string;
  @Field({ description: 'A plataforma parceira que usa a chave.' }) plataforma: string;
  @Field({ description: 'Os primeiros caracteres do segredo, para distinguir as chaves.' }) prefixo: string;
  @Field({ description: 'Quando foi criada.' }) criadoEm: Date;
  @Field(() => String, { nullable: true, description: 'Quem criou.' }) criadoPor: string | null;
  @Field(() => Date, { nullable: true, description: 'Quando foi revogada (nulo se ativa).' }) revogadaEm: Date | null;
  @Field(() => Date, { nullable: true, description: 'O último uso da chave.' }) ultimoUsoEm: Date | null;
  @Field({ description: 'Se a chave ainda vale.' }) ativa: boolean;
}

@ObjectType('ChaveCriada', { description: 'A chave criada e o seu segredo.' })
export class ChaveCriadaDTO {
  @Field({ description: 'A confirmação para mostrar.' }) mensagem: string;
  @Field(() => ChaveIntegracaoDTO, { description: 'A chave criada.' }) chave: ChaveIntegracaoDTO;
  @Field({ description: 'O segredo a mandar no cabeçalho X-Api-Key. Aparece só nesta resposta; o servidor guarda só o seu hash.' }) segredo: string;
}

@ObjectType('ChaveRevogada', { description: 'A chave revogada.' })
export class ChaveRevogadaDTO {
  @Field({ description: 'A confirmação para mostrar.' }) mensagem: string;
  @Field(() => ChaveIntegracaoDTO, { description: 'A chave, já revogada.' }) chave: ChaveIntegracaoDTO;
}

@ObjectType('ResultadoPontuacaoPlataforma', { description: 'O crédito de uma plataforma parceira.' })
export class ResultadoPontuacaoPlataformaDTO {
  @Field({ description: 'A confirmação para mostrar.' }) mensagem: string;
  @Field(() => ID, { description: 'Identificador do crédito.' }) id: string;
  @Field({ description: 'A plataforma que creditou.' }) plataforma: string;
  @Field({ description: 'A referência do crédito na plataforma (única por plataforma).' }) referencia: string;
  @Field(() => Pontos, { description: 'Pontos creditados.' }) pontos: number;
  @Field({ description: 'Quando o crédito chegou.' }) enviadoEm: Date;
  @Field({ description: 'Verdadeiro quando esta referência já tinha chegado (nada é creditado de novo).' }) duplicada: boolean;
}

@ObjectType('PontuacaoSwpro', { description: 'Pontos do membro vindos de uma plataforma parceira.' })
export class PontuacaoSwproDTO {
  @Field(() => ID, { description: 'Identificador do crédito.' }) id: string;
  @Field({ description: 'A plataforma que creditou.' }) plataforma: string;
  @Field(() => Pontos, { description: 'Pontos creditados.' }) totalPontos: number;
  @Field({ description: 'Quando o crédito chegou.' }) dataEnvio: Date;
  @Field(() => String, { nullable: true, description: 'Descrição do crédito.' }) descricao: string | null;
  @Field(() => String, { nullable: true, description: 'Quando os pontos vencem (AAAA-MM-DD, horário de São Paulo).' }) venceEm: string | null;
}
