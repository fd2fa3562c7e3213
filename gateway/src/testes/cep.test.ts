import { AmbienteDeTeste } from '../testing/ambiente';
import { CEP_LENTO, iniciarCepFalso } from '../testing/cep-falso';

let amb: AmbienteDeTeste;
let falso: Awaited<ReturnType<typeof iniciarCepFalso>>;
beforeAll(async () => {
  falso = await iniciarCepFalso();
  amb = await AmbienteDeTeste.criar({ CEP_PROVEDOR_URL: falso.url, CEP_TIMEOUT_MS: '500' });
});
afterAll(async () => {
  await amb.fechar();
  await falso.fechar();
});

describe('GET /api/cep/{cep}', () => {
  it('fills the address of a known CEP, with or without mask, for anyone', async () => {
    const r = await amb.rest('GET', '/api/cep/01310-100');
    expect(r).toEqual({
      status: 200,
      corpo: {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        complemento: 'de 612 a 1510 - lado par',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
      },
    });
  });

  it("answers 'CEP inválido' to unknown and malformed CEPs", async () => {
    expect(await amb.rest('GET', '/api/cep/00000000')).toEqual({ status: 404, corpo: { erro: 'CEP inválido' } });
    expect(await amb.rest('GET', '/api/cep/123')).toEqual({ status: 400, corpo: { erro: 'CEP inválido', campo: 'cep' } });
  });

  it('says the service is unavailable when the provider is slow or down (the address stays typeable)', async () => {
    const lento = await amb.rest('GET', `/api/cep/${CEP_LENTO}`);
    expect(lento.status).toBe(503);
    expect(lento.corpo.erro).toMatch(/Preencha o endereço manualmente/);
  });

  it('GraphQL: cep(cep)', async () => {
    const r = await amb.gql(`{ cep(cep: "80010-000") { logradouro localidade uf } }`);
    expect(r.data.cep).toEqual({ logradouro: 'Praça Tiradentes', localidade: 'Curitiba', uf: 'PR' });
    // An unknown CEP is null beside its siblings; a malformed one is refused with the contract's message.
    const desconhecido = await amb.gql(`{ cep(cep: "00000000") { uf } outro: cep(cep: "01310100") { uf } }`);
    expect(desconhecido).toMatchObject({ data: { cep: null, outro: { uf: 'SP' } }, errors: undefined });
    const ruim = await amb.gql(`{ cep(cep: "123") { uf } }`);
    expect(ruim).toMatchObject({ codigo: 'BAD_USER_INPUT', mensagem: 'CEP inválido' });
  });

  it('a malformed CEP in the path is 400 and names the field', async () => {
    expect(await amb.rest('GET', '/api/cep/0131a100')).toEqual({ status: 400, corpo: { erro: 'CEP inválido', campo: 'cep' } });
  });
});

it('an unreachable provider is also a 503', async () => {
  const outro = await AmbienteDeTeste.criar({ CEP_PROVEDOR_URL: 'http://127.0.0.1:9/ws/{cep}/json/' });
  try {
    expect((await outro.rest('GET', '/api/cep/01310100')).status).toBe(503);
  } finally {
    await outro.fechar();
  }
});
