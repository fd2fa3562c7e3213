import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Pontos } from '../../graphql/dinheiro';
import { ItemDigitadoDTO, ORIGEM_PONTUACAO, STATUS_PONTUACAO_ENUM } from './pendentes.types';

@ObjectType('ProdutoParticipante', { description: 'O produto ativo por trás de um código, para a loja do vendedor.' })
export class ProdutoParticipanteDTO {
  @Field(() => ID, { description: 'Identificador do produto.' }) produtoId: number;
  @Field({ description: 'Código do produto (como o catálogo ou a loja o escreve).' }) codigo: string;
  @Field({ description: 'Descrição do produto.' }) descricao: string;
  @Field(() => Pontos, { description: 'Pontos por unidade, antes do fator da loja.' }) valorPontos: number;
}

@ObjectType('SaldoProdutoLoja', { description: 'Conferência de sell-in: unidades que a loja comprou, já vendidas ou enviadas, e o que resta.' })
export class SaldoProdutoLojaDTO {
  @Field(() => ProdutoParticipanteDTO, { nullable: true, description: 'Nulo: nenhum produto participante tem este código.' })
  produto: ProdutoParticipanteDTO | null;
  @Field(() => ID, { description: 'A loja.' }) idRevenda: number;
  @Field(() => Float, { description: 'Unidades que a loja comprou.' }) comprado: number;
  @Field(() => Float, { description: 'Unidades já vendidas ou à espera em pontuações digitadas pendentes.' }) usado: number;
  @Field(() => Float, { description: 'comprado − usado, nunca abaixo de 0.' }) disponivel: number;
  @Field(() => Pontos, { description: 'Pontos de uma unidade na loja (pontos do produto × fator da loja).' }) pontosPorUnidade: number;
}

@ObjectType('EnvioPontuacao', { description: 'A pontuação digitada criada, à espera da equipe.' })
export class EnvioPontuacaoDTO {
  @Field({ description: 'Mensagem de sucesso para mostrar.' }) mensagem: string;
  @Field(() => ID, { description: 'A nova pontuação pendente.' }) id: string;
}

@ObjectType('ComprovanteEnviado', { description: 'Um comprovante recebido: a pontuação pendente criada para ele.' })
export class ComprovanteEnviadoDTO {
  @Field(() => ID, { description: 'A nova pontuação pendente.' }) id: string;
  @Field({ description: 'Endereço do arquivo guardado.' }) linkArquivo: string;
  @Field({ description: 'Tipo do comprovante (jpg, png, pdf...).' }) tipoArquivo: string;
  @Field({ description: 'O nome do arquivo enviado.' }) nome: string;
}

@ObjectType('EnvioComprovantes', { description: 'Os comprovantes enviados, cada um uma pontuação à espera da equipe.' })
export class EnvioComprovantesDTO {
  @Field({ description: 'Mensagem de sucesso para mostrar.' }) mensagem: string;
  @Field(() => [ComprovanteEnviadoDTO], { description: 'Uma pontuação pendente por arquivo, na ordem do envio.' }) arquivos: ComprovanteEnviadoDTO[];
}

@ObjectType('PontuacaoDoMembro', { description: 'Uma pontuação do vendedor conectado (em análise ou não processada).' })
export class ClaimMembroDTO {
  @Field(() => ID, { description: 'Identificador da pontuação.' }) id: string;
  @Field(() => ORIGEM_PONTUACAO, { description: 'Como foi enviada.' }) origem: string;
  @Field(() => STATUS_PONTUACAO_ENUM, { description: 'Situação da pontuação.' }) status: string;
  @Field(() => String, { nullable: true, description: 'O comprovante (pontuação por foto).' }) linkArquivo: string | null;
  @Field(() => String, { nullable: true, description: 'Extensão do comprovante.' }) tipoArquivo: string | null;
  @Field(() => [ItemDigitadoDTO], { description: 'As unidades digitadas (pontuação digitada).' }) itens: ItemDigitadoDTO[];
  @Field({ description: 'Quando foi enviada.' }) criadoEm: Date;
  @Field({ description: 'Quando foi enviada (o nome do contrato; o mesmo que criadoEm).' }) dataEnvio: Date;
  @Field({ description: 'Última mudança.' }) atualizadoEm: Date;
  @Field(() => String, { nullable: true, description: 'Motivo da reprovação, quando reprovada.' }) reprovadoMotivo: string | null;
}

@ObjectType('PontuacaoAprovada', { description: 'Uma venda não cancelada do vendedor.' })
export class VendaAprovadaDTO {
  @Field(() => ID, { description: 'Identificador da venda.' }) id: string;
  @Field(() => String, { nullable: true, description: 'Número fiscal.' }) identificador: string | null;
  @Field(() => Pontos, { description: 'Pontos que o extrato creditou pela venda (com correções).' }) totalPontos: number;
  @Field({ description: 'Quando a venda foi pontuada.' }) pontuadoEm: Date;
  @Field(() => String, { nullable: true, description: 'Dia (AAAA-MM-DD) em que os pontos da venda vencem.' }) venceEm: string | null;
  @Field(() => String, { nullable: true, description: 'O mesmo dia como a loja mostra (DD/MM/AAAA).' }) validadePontos: string | null;
  @Field(() => String, { nullable: true, description: 'O comprovante.' }) linkArquivo: string | null;
  @Field({ description: 'Quando a venda foi registrada.' }) criadoEm: Date;
}

@ObjectType('PontosPorCodigo', { description: 'Os pontos do vendedor por código de produto.' })
export class PontosPorCodigoDTO {
  @Field({ description: 'Código do produto.' }) codigo: string;
  @Field({ description: 'Descrição do produto.' }) descricao: string;
  @Field(() => Float, { description: 'Unidades vendidas.' }) quantidade: number;
  @Field(() => Pontos, { description: 'Pontos das linhas.' }) pontos: number;
}

@ObjectType('VencimentoDoMembro', { description: 'Pontos em aberto do vendedor que vencem num dia.' })
export class VencimentoMembroDTO {
  @Field({ description: 'Dia do vencimento (AAAA-MM-DD).' }) venceEm: string;
  @Field(() => Pontos, { description: 'Pontos que vencem nesse dia.' }) pontos: number;
}
