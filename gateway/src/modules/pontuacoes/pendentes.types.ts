import { Field, ID, ObjectType } from 'type-graphql';
import { Dinheiro, Pontos } from '../../graphql/dinheiro';
import { enumeracaoGraphql } from '../../graphql/entrada';

/** Where a claim came from: receipt files (type-2 stores) or typed items (type-1 stores). */
export const ORIGEM_PONTUACAO = enumeracaoGraphql('OrigemPontuacao', { FOTO: 'foto', DIGITADA: 'digitada' } as const, 'Como o vendedor enviou a pontuação.', {
  FOTO: 'Arquivos do comprovante',
  DIGITADA: 'Itens digitados',
});

/** The life of a claim (pontuacoes.regras STATUS_PONTUACAO). */
export const STATUS_PONTUACAO_ENUM = enumeracaoGraphql(
  'StatusPontuacao',
  { PENDENTE: 'pendente', PROCESSADA: 'processada', ENCERRADA: 'encerrada', REPROVADA: 'reprovada' } as const,
  'Situação de uma pontuação enviada por um vendedor.',
  { PENDENTE: 'Aguardando a equipe', PROCESSADA: 'Virou uma venda', ENCERRADA: 'Encerrada sem venda', REPROVADA: 'Reprovada com um motivo' },
);

@ObjectType('ItemDigitadoPontuacao', { description: 'Uma unidade digitada de uma pontuação de loja tipo 1.' })
export class ItemDigitadoDTO {
  @Field({ description: 'Código do produto (padrão ou da loja).' }) codigo: string;
  @Field(() => ID, { description: 'O produto.' }) produtoId: number;
  @Field({ description: 'Descrição do produto.' }) descricao: string;
  @Field(() => Dinheiro, { description: 'Valor de venda da unidade, em reais.' }) valor: number;
  @Field(() => Pontos, { description: 'Pontos que a unidade daria quando a pontuação foi enviada (informativo).' }) pontos: number;
}

@ObjectType('PontuacaoPendente', { description: 'Uma pontuação de vendedor aguardando a equipe.' })
export class PontuacaoPendenteDTO {
  @Field(() => ID, { description: 'A pontuação.' }) id: string;
  @Field(() => ID, { description: 'O vendedor.' }) parceiroId: number;
  @Field({ description: 'Nome do vendedor.' }) parceiro: string;
  @Field({ description: 'CPF do vendedor (só dígitos).' }) cpf: string;
  @Field({ description: 'Nome fantasia da loja.' }) revenda: string;
  @Field({ description: 'Código da loja.' }) codRevenda: string;
  @Field({ description: 'CNPJ da loja (só dígitos).' }) cnpj: string;
  @Field(() => String, { nullable: true, description: 'Cidade da loja.' }) cidade: string | null;
  @Field(() => ORIGEM_PONTUACAO, { description: 'Arquivos do comprovante ou itens digitados.' }) origem: string;
  @Field(() => String, { nullable: true, description: 'Endereço do arquivo do comprovante.' }) linkArquivo: string | null;
  @Field(() => String, { nullable: true, description: 'Tipo do arquivo (MIME).' }) tipoArquivo: string | null;
  @Field(() => [ItemDigitadoDTO], { description: 'Os itens digitados (vazio numa pontuação por foto).' }) itens: ItemDigitadoDTO[];
  @Field({ description: 'Quando o vendedor enviou.' }) criadoEm: Date;
}
