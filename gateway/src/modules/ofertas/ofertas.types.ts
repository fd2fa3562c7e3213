import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Pontos } from '../../graphql/dinheiro';

/** Panel row of the Ofertas screen (spec 2 §3: id, offerId, nome, pontos, pontosDesconto). */
@ObjectType('Oferta', { description: 'Uma oferta do catálogo de experiências dos parceiros, como o painel a vê; pontos 0 = nova, ainda sem preço.' })
export class OfertaDTO {
  @Field(() => ID, { description: 'Identificador da oferta.' }) id: number;
  @Field({ description: 'Identificador da oferta no fornecedor do catálogo.' }) offerId: string;
  @Field({ description: 'Código da oferta, o que o membro usa para resgatá-la.' }) codigo: string;
  @Field({ description: 'Nome da oferta.' }) nome: string;
  @Field({ description: 'Nome do parceiro que presta a experiência.' }) parceiro: string;
  @Field({ description: 'Título da experiência a que a oferta pertence.' }) experiencia: string;
  @Field({ description: 'Nome da categoria da experiência.' }) categoria: string;
  @Field({ description: 'Tipo, em minúsculas como em TipoPremio: geral (comum), bivolt (110V ou 220V), credito (no cartão) ou recarga (de celular).' })
  tipo: string;
  @Field(() => Pontos, { description: 'Preço em pontos; 0 enquanto a oferta não recebeu preço (não aparece na loja virtual).' }) pontos: number;
  @Field(() => Pontos, { nullable: true, description: 'Pontos da opção 220V quando bivolt; nulo quando não há opção alternativa.' })
  pontosAlternativo: number | null;
  @Field(() => Pontos, { nullable: true, description: 'O preço em pontos depois de um desconto; nulo = sem desconto.' }) pontosDesconto: number | null;
  @Field({ description: 'Se a oferta continua no catálogo do fornecedor (a sincronização desativa as que saíram).' }) ativo: boolean;
  @Field(() => String, { nullable: true, description: 'O último dia em que pode ser resgatada (AAAA-MM-DD); nulo = sem fim.' }) validoAte: string | null;
  @Field({ description: 'Passou da validade (calendário de São Paulo): sai do catálogo dos membros e não é mais resgatada.' }) expirada: boolean;
}

@ObjectType('ResultadoSincronizacaoOfertas', { description: 'O que uma leitura do catálogo do fornecedor gravou.' })
export class ResultadoSyncDTO {
  @Field(() => Int, { description: 'Ofertas que já existiam e foram atualizadas.' }) atualizadas: number;
  @Field(() => Int, { description: 'Ofertas novas, criadas com 0 pontos (sem preço).' }) criadas: number;
  @Field(() => Int, { description: 'Ofertas lidas do fornecedor (atualizadas + criadas).' }) total: number;
}

@ObjectType('ResultadoDescontoOfertas', { description: 'O resultado de aplicar um desconto às ofertas escolhidas.' })
export class ResultadoDescontoDTO {
  @Field({ description: 'A mensagem de confirmação, em português.' }) mensagem: string;
  @Field(() => [OfertaDTO], { description: 'As ofertas que receberam o desconto, já com pontosDesconto.' }) ofertas: OfertaDTO[];
}

@ObjectType('SubcategoriaOferta', { description: 'Uma subcategoria (ou, no detalhe, a categoria) do catálogo de ofertas.' })
export class SubcategoriaDTO {
  @Field(() => ID, { description: 'Identificador da (sub)categoria, usado nos filtros do catálogo.' }) id: number;
  @Field({ description: 'Nome da (sub)categoria.' }) nome: string;
}

@ObjectType('CategoriaOferta', { description: 'Uma categoria ativa do catálogo de ofertas, com as suas subcategorias.' })
export class CategoriaDTO {
  @Field(() => ID, { description: 'Identificador da categoria, usado no filtro categorias.' }) id: number;
  @Field({ description: 'Nome da categoria.' }) nome: string;
  @Field(() => [SubcategoriaDTO], { description: 'As subcategorias ativas, em ordem de nome (lista vazia quando não há).' }) subcategories: SubcategoriaDTO[];
}

@ObjectType('ExperienciaOferta', { description: 'Uma experiência do catálogo (um passeio, um curso...), que agrupa ofertas.' })
export class ExperienciaDTO {
  @Field(() => ID, { description: 'Identificador da experiência, usado no filtro experiencia.' }) id: number;
  @Field({ description: 'Título da experiência.' }) title: string;
  @Field({ description: 'Descrição da experiência, como o fornecedor a escreve.' }) description: string;
  @Field(() => String, { nullable: true, description: 'Endereço (URL) da imagem principal; nulo quando não há.' }) mainImageUrl: string | null;
}

@ObjectType('CidadeOferta', { description: 'Uma cidade onde acontecem ofertas à venda.' })
export class CidadeDTO {
  @Field(() => ID, { description: 'Identificador da cidade, usado no filtro cidades.' }) id: number;
  @Field({ description: 'Nome da cidade como o fornecedor o grava.' }) name: string;
  @Field({ description: 'Nome da cidade para mostrar ao membro.' }) localizedName: string;
}

@ObjectType('OfertaLoja', { description: 'Um item do catálogo da loja virtual (só ofertas ativas, com preço e dentro da validade).' })
export class OfertaLojaDTO {
  @Field(() => ID, { description: 'Identificador da oferta.' }) id: number;
  @Field({ description: 'Código da oferta, para abrir o detalhe (detalheResgatavel) e resgatar.' }) codigo: string;
  @Field({ description: 'Nome da oferta.' }) nome: string;
  @Field(() => Pontos, { description: 'O que o membro paga, em pontos (o preço com desconto quando há um).' }) pontos: number;
  @Field(() => Pontos, { nullable: true, description: 'O preço em pontos antes do desconto; nulo quando não há desconto.' }) pontosSemDesconto: number | null;
  @Field({ description: 'Nome do parceiro que presta a experiência.' }) parceiro: string;
  @Field(() => String, { nullable: true, description: 'URL da primeira imagem da oferta (ou da experiência); nulo quando não há.' }) imagem: string | null;
  @Field(() => String, { nullable: true, description: 'Nome da cidade para mostrar; nulo quando a oferta não tem cidade.' }) cidade: string | null;
}

/** A page of the storefront listing as the service answers it (REST: {premios, total, pagina, porPagina}). */
export interface OfertasLojaPaginaDTO {
  premios: OfertaLojaDTO[];
  total: number;
  pagina: number;
  porPagina: number;
}

@ObjectType('ParceiroOferta', { description: 'O parceiro que presta a experiência de uma oferta.' })
export class ParceiroOfertaDTO {
  @Field({ description: 'Nome do parceiro.' }) name: string;
  @Field({ description: 'Apresentação do parceiro, como o fornecedor a escreve.' }) description: string;
  @Field(() => String, { nullable: true, description: 'URL do logotipo; nulo quando não há.' }) logo: string | null;
}

@ObjectType('LocalOferta', { description: 'Onde a experiência acontece, como o fornecedor informa; cada campo é nulo quando não informado.' })
export class LocalOfertaDTO {
  @Field(() => String, { nullable: true, description: 'Endereço, primeira linha.' }) address1: string | null;
  @Field(() => String, { nullable: true, description: 'Endereço, complemento.' }) address2: string | null;
  @Field(() => String, { nullable: true, description: 'Cidade.' }) city: string | null;
  @Field(() => String, { nullable: true, description: 'Estado ou região.' }) region: string | null;
  @Field(() => String, { nullable: true, description: 'CEP.' }) postCode: string | null;
  @Field(() => String, { nullable: true, description: 'URL do logotipo do local.' }) logo: string | null;
  @Field(() => String, { nullable: true, description: 'Site do local.' }) website: string | null;
  @Field(() => String, { nullable: true, description: 'Telefone do local.' }) phoneNumber: string | null;
  @Field(() => String, { nullable: true, description: 'E-mail do local.' }) email: string | null;
}

@ObjectType('DetalheResgatavel', {
  description: 'O detalhe de algo que o membro pode resgatar: um prêmio do programa ou uma oferta do catálogo, na mesma forma.',
})
export class DetalheDTO {
  @Field({ description: "De onde vem: 'premio' (prêmio do programa) ou 'oferta' (catálogo de experiências)." }) origem: string;
  @Field(() => ID, { description: 'Identificador do prêmio ou da oferta (conforme origem).' }) id: number;
  @Field({ description: 'Código do prêmio ou da oferta, o que se envia para resgatar.' }) codigo: string;
  @Field({ description: 'Nome do prêmio ou da oferta.' }) nome: string;
  @Field({ description: 'Descrição completa.' }) descricao: string;
  @Field({ description: 'Tipo, em minúsculas como em TipoPremio: geral (comum), bivolt (110V ou 220V), credito (no cartão) ou recarga (de celular).' })
  tipo: string;
  @Field(() => Pontos, { description: 'O que o membro paga, em pontos (o preço com desconto quando há um).' }) pontos: number;
  @Field(() => Pontos, { nullable: true, description: 'Pontos da opção 220V quando bivolt; nulo quando não há opção alternativa.' })
  pontosAlternativo: number | null;
  @Field(() => Pontos, { nullable: true, description: 'O preço em pontos antes do desconto; nulo quando não há desconto (sempre nulo num prêmio).' })
  pontosSemDesconto: number | null;
  @Field(() => String, { nullable: true, description: 'Endereço da imagem principal (a foto do prêmio ou a primeira imagem da oferta); nulo quando não há.' })
  diretorioFoto: string | null;
  @Field(() => [String], { description: 'URLs das imagens da oferta (lista vazia num prêmio).' }) imagens: string[];
  @Field(() => SubcategoriaDTO, { nullable: true, description: 'A categoria da oferta; nulo num prêmio.' }) categoria: SubcategoriaDTO | null;
  @Field(() => SubcategoriaDTO, { nullable: true, description: 'A subcategoria da oferta; nulo num prêmio ou quando a experiência não tem.' })
  subcategoria: SubcategoriaDTO | null;
  @Field(() => ExperienciaDTO, { nullable: true, description: 'A experiência da oferta; nulo num prêmio.' }) experience: ExperienciaDTO | null;
  @Field(() => ParceiroOfertaDTO, { nullable: true, description: 'O parceiro que presta a experiência; nulo num prêmio.' }) partner: ParceiroOfertaDTO | null;
  @Field(() => LocalOfertaDTO, { nullable: true, description: 'Onde a experiência acontece; nulo num prêmio.' }) location: LocalOfertaDTO | null;
  @Field(() => Int, { nullable: true, description: 'Idade mínima, em anos; nulo quando não há limite (e num prêmio).' }) ageFrom: number | null;
  @Field(() => Int, { nullable: true, description: 'Idade máxima, em anos; nulo quando não há limite (e num prêmio).' }) ageTo: number | null;
  @Field(() => String, { nullable: true, description: 'Os termos e condições da oferta; nulo quando não há (e num prêmio).' }) offerTerms: string | null;
}
