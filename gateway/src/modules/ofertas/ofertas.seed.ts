import { DataSource, EntityManager } from 'typeorm';
import { RequestContext } from '../../core/context';
import { lerCatalogo } from './provedor-ofertas';
import { aplicarCatalogo } from './sincronizacao.service';

/**
 * The demo catalogue, written in the provider's format and loaded through the same reader and
 * upsert as a real sync. It carries the partners and rewards the vouchers have templates for
 * (spec 3 §2.11) with the offer specifics of spec 3 §9. Most offers are priced; a few stay at 0
 * (new, waiting for staff in the panel's Ofertas).
 */

const CATEGORIAS: [string, string, [string, string][]][] = [
  ['cat-atividades', 'ATIVIDADES', [['sub-esportes', 'Esportes'], ['sub-ar-livre', 'Ao ar livre']]],
  ['cat-bem-estar', 'BEM-ESTAR', [['sub-yoga', 'Yoga e meditação'], ['sub-saude', 'Saúde']]],
  ['cat-conhecimento', 'CONHECIMENTO', [['sub-cursos', 'Cursos online'], ['sub-musica-aulas', 'Música']]],
  ['cat-entretenimento', 'ENTRETENIMENTO', [['sub-cinema', 'Cinema'], ['sub-streaming', 'Streaming'], ['sub-eventos', 'Eventos']]],
  ['cat-gastronomia', 'GASTRONOMIA', [['sub-restaurantes', 'Restaurantes'], ['sub-cafes', 'Cafés'], ['sub-delivery', 'Delivery']]],
  ['cat-servicos', 'SERVIÇOS', [['sub-fotografia', 'Fotografia'], ['sub-mobilidade', 'Mobilidade'], ['sub-financeiro', 'Financeiro'], ['sub-eletronicos', 'Eletrônicos']]],
  ['cat-viagem', 'VIAGEM', [['sub-hospedagem', 'Hospedagem'], ['sub-passeios', 'Passeios']]],
];

// [id, title, description, category, sub-category]
const EXPERIENCIAS: [string, string, string, string, string][] = [
  ['exp-academia', 'Academia e treinos', 'Treinos em academias parceiras e programas online.', 'cat-atividades', 'sub-esportes'],
  ['exp-corrida', 'Corrida', 'Planilhas e assessoria para quem corre.', 'cat-atividades', 'sub-esportes'],
  ['exp-pilates', 'Pilates', 'Aulas experimentais em estúdios parceiros.', 'cat-atividades', 'sub-ar-livre'],
  ['exp-yoga', 'Yoga', 'Aulas de yoga online para praticar em casa.', 'cat-bem-estar', 'sub-yoga'],
  ['exp-meditacao', 'Meditação', 'Aplicativos de meditação guiada.', 'cat-bem-estar', 'sub-yoga'],
  ['exp-cursos', 'Cursos online', 'Cursos rápidos com certificado.', 'cat-conhecimento', 'sub-cursos'],
  ['exp-musica', 'Aulas de música', 'Aprenda um instrumento com professores.', 'cat-conhecimento', 'sub-musica-aulas'],
  ['exp-cinema', 'Cinema', 'Ingressos para as principais redes de cinema.', 'cat-entretenimento', 'sub-cinema'],
  ['exp-streaming', 'Streaming', 'Filmes, séries e música por assinatura.', 'cat-entretenimento', 'sub-streaming'],
  ['exp-ingressos', 'Shows e eventos', 'Descontos em ingressos para shows e eventos.', 'cat-entretenimento', 'sub-eventos'],
  ['exp-restaurantes', 'Restaurantes', 'Experiências gastronômicas em restaurantes parceiros.', 'cat-gastronomia', 'sub-restaurantes'],
  ['exp-cafes', 'Cafés especiais', 'Cafés selecionados e cursos de barista.', 'cat-gastronomia', 'sub-cafes'],
  ['exp-delivery', 'Delivery', 'Saldo para pedir comida em casa.', 'cat-gastronomia', 'sub-delivery'],
  ['exp-fotos', 'Fotos e personalizados', 'Impressão de fotos, fotolivros e itens personalizados.', 'cat-servicos', 'sub-fotografia'],
  ['exp-mobilidade', 'Mobilidade', 'Créditos para corridas por aplicativo.', 'cat-servicos', 'sub-mobilidade'],
  ['exp-cashback', 'Cashback', 'Dinheiro de volta via PIX ou cartão pré-pago.', 'cat-servicos', 'sub-financeiro'],
  ['exp-audio', 'Áudio e tecnologia', 'Descontos em fones e caixas de som.', 'cat-servicos', 'sub-eletronicos'],
  ['exp-hoteis', 'Hotéis e pousadas', 'Diárias com desconto em hospedagens parceiras.', 'cat-viagem', 'sub-hospedagem'],
  ['exp-passeios', 'Passeios turísticos', 'Passeios guiados nas principais cidades.', 'cat-viagem', 'sub-passeios'],
];

const CIDADES: [string, string, string][] = [
  ['cid-online', 'Online', 'Online (todo o Brasil)'],
  ['cid-sp', 'Sao Paulo', 'São Paulo - SP'],
  ['cid-rj', 'Rio de Janeiro', 'Rio de Janeiro - RJ'],
  ['cid-bh', 'Belo Horizonte', 'Belo Horizonte - MG'],
  ['cid-cwb', 'Curitiba', 'Curitiba - PR'],
  ['cid-poa', 'Porto Alegre', 'Porto Alegre - RS'],
];

interface Local { address1?: string; address2?: string; city?: string; region?: string; postCode?: string; website?: string; phoneNumber?: string; email?: string }
// [id, name, experience, city, partner, partner description, points (0 = new), description, terms, ageFrom, location]
type Linha = [string, string, string, string, string, string, number, string, string, number | null, Local];
const TERMOS = 'Válido para uma utilização por CPF. Agende com pelo menos 7 dias de antecedência. Apresente o voucher e um documento oficial com foto.';
const ONLINE: Local = { address1: 'Atendimento online', city: 'Online', region: 'BR', website: 'https://experienciassw.com.br' };
const OFERTAS: Linha[] = [
  ['1001', 'ACTIVE FITNESS', 'exp-academia', 'cid-sp', 'Active Fitness', 'Rede de academias com musculação e aulas coletivas.', 900,
    'Um mês de academia com acesso livre à musculação e às aulas coletivas. Código válido até 30/11/2025.', TERMOS, 18,
    { address1: 'Rua Augusta, 1500', address2: 'Consolação', city: 'São Paulo', region: 'SP', postCode: '01304-001', website: 'https://activefitness.com.br', phoneNumber: '(11) 3333-1500', email: 'contato@activefitness.com.br' }],
  ['1002', 'Treino QueimaCore 30 dias', 'exp-academia', 'cid-online', 'QUEIMACORE', 'Programa de treinos funcionais online.', 600,
    'Acesso por 30 dias ao programa de treinos funcionais QueimaCore.', TERMOS, 18, ONLINE],
  ['1003', 'Planilha de Corrida Personalizada', 'exp-corrida', 'cid-online', 'Corre Comigo Assessoria', 'Assessoria esportiva de corrida.', 450,
    'Planilha de treinos de corrida montada para o seu objetivo, com acompanhamento por 4 semanas.', TERMOS, 18, ONLINE],
  ['1004', 'Aula experimental de pilates', 'exp-pilates', 'cid-sp', 'pilates', 'Estúdio de pilates com aparelhos.', 500,
    'Uma aula experimental de pilates com aparelhos.', TERMOS, 18,
    { address1: 'Av. Ibirapuera, 2100', address2: 'Moema', city: 'São Paulo', region: 'SP', postCode: '04028-001', phoneNumber: '(11) 5555-2100' }],
  ['1005', '30 dias grátis de yoga online', 'exp-yoga', 'cid-online', 'FERNANDA YOGA', 'Aulas de yoga online com Fernanda.', 700,
    '30 dias grátis de aulas de yoga online; depois, R$64,90 por mês se quiser continuar.', TERMOS, 18, ONLINE],
  ['1006', 'Meditação', 'exp-meditacao', 'cid-online', 'Medita Já', 'Aplicativo de meditação guiada.', 300,
    'Um mês de acesso ao aplicativo de meditação guiada.', TERMOS, 18, ONLINE],
  ['1007', 'Curso de culinária online', 'exp-cursos', 'cid-online', 'INSTITUTO DIME', 'Escola de gastronomia com cursos online.', 800,
    'Curso de culinária com 30 dias de acesso às aulas em vídeo.', TERMOS, 18, ONLINE],
  ['1008', 'Curso de barista', 'exp-cafes', 'cid-online', 'CAFÉ PRO', 'Cursos online sobre café.', 350,
    'Curso de barista por R$ 1,09, com 1 ano de acesso.', TERMOS, 18, ONLINE],
  ['1009', 'Aula de Música', 'exp-musica', 'cid-bh', 'Escola Harmonia', 'Escola de música com aulas de violão, teclado e canto.', 1000,
    '3 meses grátis de aulas de música na escola parceira.', TERMOS, 18,
    { address1: 'Rua da Bahia, 900', address2: 'Centro', city: 'Belo Horizonte', region: 'MG', postCode: '30160-011', phoneNumber: '(31) 3222-9000' }],
  ['1010', 'Ingresso de Cinema', 'exp-cinema', 'cid-sp', 'Cine Parceiro', 'Rede de cinemas.', 400,
    'Um ingresso de cinema 2D para qualquer sessão de segunda a quinta.', TERMOS, null,
    { address1: 'Shopping Center Norte, 3º piso', city: 'São Paulo', region: 'SP', postCode: '02170-901' }],
  ['1011', 'Acesso ao streaming Looke', 'exp-streaming', 'cid-online', 'Looke', 'Plataforma brasileira de filmes e séries.', 350,
    'Um mês de streaming Looke com até 3 telas simultâneas.', TERMOS, null, ONLINE],
  ['1012', 'Spotify Premium', 'exp-streaming', 'cid-online', 'SPOTIFY', 'Serviço de música por assinatura.', 1200,
    'PIN de assinatura de música válido por 12 meses após a compra; exige idade acima de 16 anos.', TERMOS, 16, ONLINE],
  ['1013', 'Até 40% de desconto em ingressos', 'exp-ingressos', 'cid-online', 'PRIMEPASS', 'Clube de descontos em shows e eventos.', 250,
    'Até 40% de desconto em ingressos de shows e eventos parceiros.', TERMOS, 18, ONLINE],
  ['1014', 'Jantar no Sal a Gosto', 'exp-restaurantes', 'cid-rj', 'SAL A GOSTO', 'Restaurante de culinária brasileira contemporânea.', 2000,
    'Menu degustação para uma pessoa, com entrada, prato principal e sobremesa.', TERMOS, 18,
    { address1: 'Rua Dias Ferreira, 200', address2: 'Leblon', city: 'Rio de Janeiro', region: 'RJ', postCode: '22431-050', website: 'https://salagosto.com.br', phoneNumber: '(21) 2222-0200', email: 'reservas@salagosto.com.br' }],
  ['1015', '30% de desconto em cafés Delta', 'exp-cafes', 'cid-online', 'DELTA CAFÉS', 'Torrefação portuguesa de cafés especiais.', 200,
    '30% de desconto na loja online; código válido até 25/02/2025.', TERMOS, 18, ONLINE],
  ['1016', 'Food Delivery', 'exp-delivery', 'cid-online', 'Pede Aí', 'Aplicativo de entrega de comida.', 500,
    'Saldo de R$ 30 para pedidos no aplicativo, válido por 90 dias.', TERMOS, 18, ONLINE],
  ['1017', 'Impressão de Fotos', 'exp-fotos', 'cid-online', 'Foto Fácil', 'Impressão de fotos com entrega em casa.', 300,
    'Pacote de 30 fotos impressas no tamanho 10x15.', TERMOS, null, ONLINE],
  ['1018', 'Impressão de Retrô fotos', 'exp-fotos', 'cid-online', 'Foto Fácil Retrô', 'Fotos no estilo polaroide.', 300,
    'Pacote de 20 fotos no estilo retrô.', TERMOS, null, ONLINE],
  ['1019', 'Fotolivro', 'exp-fotos', 'cid-online', 'Álbum Pronto', 'Fotolivros personalizados.', 900,
    'Fotolivro de 20 páginas em capa dura.', TERMOS, null, ONLINE],
  ['1020', 'Kit com Ímãs', 'exp-fotos', 'cid-online', 'PARAFUZO', 'Presentes personalizados.', 250,
    'Kit com 9 ímãs de geladeira com as suas fotos.', TERMOS, null, ONLINE],
  ['1021', 'Bloco de Notas Personalizado', 'exp-fotos', 'cid-online', 'Papel & Cia', 'Papelaria personalizada.', 200,
    'Bloco de notas com capa personalizada.', TERMOS, null, ONLINE],
  ['1022', 'Uber car', 'exp-mobilidade', 'cid-online', 'Uber', 'Corridas por aplicativo.', 600,
    'Crédito de R$ 25 para corridas, válido por 3 meses.', TERMOS, 18, ONLINE],
  ['1023', 'Voucher Campanha', 'exp-cashback', 'cid-online', 'Cashback', 'Dinheiro de volta para você.', 400,
    'Vale de R$ 25,00 em dinheiro. Taxas: PIX R$1,75, TED R$5,70 e transferência para o cartão pré-pago R$ 9,90.', TERMOS, 18, ONLINE],
  ['1024', '15% de desconto JBL', 'exp-audio', 'cid-online', 'JBL', 'Fones de ouvido e caixas de som.', 150,
    '15% de desconto em toda a loja online JBL.', TERMOS, 18, ONLINE],
  ['1025', 'Diária na Pousada Mar Azul', 'exp-hoteis', 'cid-rj', 'Pousada Mar Azul', 'Pousada à beira-mar em Búzios.', 3500,
    'Uma diária para duas pessoas com café da manhã.', TERMOS, 18,
    { address1: 'Rua das Pedras, 50', city: 'Armação dos Búzios', region: 'RJ', postCode: '28950-000', phoneNumber: '(22) 2623-0050' }],
  ['1026', 'City tour Curitiba', 'exp-passeios', 'cid-cwb', 'Linha Turismo', 'Passeios guiados.', 450,
    'Passeio guiado de ônibus pelos principais pontos turísticos.', TERMOS, null,
    { address1: 'Praça Tiradentes, s/n', city: 'Curitiba', region: 'PR', postCode: '80010-000' }],
  ['1027', 'Passeio de barco no Guaíba', 'exp-passeios', 'cid-poa', 'Guaíba Tur', 'Passeios de barco.', 0,
    'Passeio de barco ao pôr do sol no lago Guaíba.', TERMOS, null, { city: 'Porto Alegre', region: 'RS' }],
  ['1028', 'Aula de surf', 'exp-pilates', 'cid-rj', 'Escola de Surf Arpoador', 'Aulas de surf para iniciantes.', 0,
    'Uma aula de surf com prancha e roupa inclusas.', TERMOS, 12, { city: 'Rio de Janeiro', region: 'RJ' }],
  ['1029', 'Day spa', 'exp-meditacao', 'cid-sp', 'Spa Urbano', 'Spa com massagens e terapias.', 0,
    'Day spa com massagem relaxante de 50 minutos.', TERMOS, 18, { city: 'São Paulo', region: 'SP' }],
  ['1030', 'Rodízio de pizzas', 'exp-restaurantes', 'cid-sp', 'Pizzaria Bella Napoli', 'Pizzaria tradicional.', 0,
    'Rodízio de pizzas para uma pessoa.', TERMOS, null, { city: 'São Paulo', region: 'SP' }],
];

/** The demo catalogue in the provider's format (also served by the local fake provider in tests). */
export function catalogoDemo() {
  return {
    categories: CATEGORIAS.map(([id, name, subs]) => ({ id, name, subcategories: subs.map(([sid, sname]) => ({ id: sid, name: sname })) })),
    experiences: EXPERIENCIAS.map(([id, title, description, categoryId, subcategoryId]) => ({ id, title, description, mainImageUrl: null, categoryId, subcategoryId })),
    cities: CIDADES.map(([id, name, localizedName]) => ({ id, name, localizedName })),
    offers: OFERTAS.map(([id, name, exp, cityId, partner, partnerDescription, , description, offerTerms, ageFrom, location]) => ({
      id, name, description, experienceId: exp, cityId, type: 'geral',
      partner: { name: partner, description: partnerDescription, logo: null },
      location, ageFrom, ageTo: null, offerTerms, images: [],
    })),
  };
}

export async function semearOfertas(ds: DataSource, m: EntityManager): Promise<void> {
  const ctx = RequestContext.sistema(ds, 'seed').comManager(m);
  await aplicarCatalogo(ctx, lerCatalogo(catalogoDemo()));
  for (const [id, , , , , , pontos] of OFERTAS) {
    if (pontos > 0) await m.query(`UPDATE ofertas SET pontos = $2 WHERE provedor_id = $1`, [id, pontos]);
  }
  // One offer on sale, so the storefront shows a discounted price.
  await m.query(`UPDATE ofertas SET pontos_desconto = round(pontos * 0.8) WHERE provedor_id = '1024'`);
}
