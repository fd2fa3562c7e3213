import { Field, ID, ObjectType } from 'type-graphql';
import { ORIGEM_PONTUACAO, STATUS_PONTUACAO_ENUM } from './pendentes.types';

@ObjectType('PontuacaoEncerrada', { description: 'Uma pontuação encerrada sem venda ou reprovada.' })
export class PontuacaoEncerradaDTO {
  @Field(() => ID, { description: 'A pontuação.' }) id: string;
  @Field({ description: 'Nome do vendedor.' }) parceiro: string;
  @Field({ description: 'CPF do vendedor (só dígitos).' }) cpf: string;
  @Field({ description: 'Código da loja.' }) codRevenda: string;
  @Field({ description: 'Nome fantasia da loja.' }) revenda: string;
  @Field({ description: 'Nome da rede.' }) rede: string;
  @Field(() => STATUS_PONTUACAO_ENUM, { description: 'Encerrada (sem motivo) ou reprovada (com motivo).' }) status: string;
  @Field({ description: 'Quando o vendedor enviou.' }) criadoEm: Date;
  @Field({ description: 'Quando foi encerrada ou reprovada.' }) atualizadoEm: Date;
  @Field(() => String, { nullable: true, description: 'Nome de quem encerrou ou reprovou.' }) reprovadoPor: string | null;
  @Field(() => String, { nullable: true, description: 'O motivo da reprovação.' }) reprovadoMotivo: string | null;
  @Field(() => String, { nullable: true, description: 'Endereço do arquivo do comprovante.' }) linkArquivo: string | null;
  @Field(() => String, { nullable: true, description: 'Tipo do arquivo (MIME).' }) tipoArquivo: string | null;
  @Field(() => ORIGEM_PONTUACAO, { description: 'Arquivos do comprovante ou itens digitados.' }) origem: string;
}
