import { MENSAGENS, MENSAGENS_CONTAS as M } from '@sw/common';
import { FORM_VAZIO, problemaDoCadastro, type FormCadastro } from '../cadastro/validarCadastro';
import { formDoParceiro, perfilParaEnvio, problemaDoPerfil } from './validarPerfil';
import { criarParceiro } from '../testes/dados';

const completo: FormCadastro = {
  ...FORM_VAZIO,
  cnpjRevenda: '11222333000181',
  nome: 'Ana',
  cpf: '529.982.247-25',
  email: 'a@b.com',
  celular: '(11) 98765-4321',
  telefone: '(11) 3333-4444',
  dataNascimento: '20/05/1990',
  sexo: 'F',
  endCep: '01310-100',
  endRua: 'Rua',
  endNumero: '1',
  endBairro: 'B',
  endCidade: 'C',
  endEstado: 'SP',
  senha: 'frase secreta boa',
  confirmarSenha: 'frase secreta boa',
  aceitouPoliticaPrivacidade: true,
};
const anosAtras = (n: number) => `01/01/${new Date().getFullYear() - n}`;

describe('registration form rules (both forms)', () => {
  it('refuses under-18 birth dates, weak passwords and the CPF as password, like the server', () => {
    expect(problemaDoCadastro(completo, true)).toBeNull();
    expect(problemaDoCadastro({ ...completo, dataNascimento: anosAtras(16) }, true)).toBe(MENSAGENS.idadeMinimaParceiro(18));
    expect(problemaDoCadastro({ ...completo, senha: '12345678', confirmarSenha: '12345678' }, false)).toBe('Esta senha é muito comum. Escolha outra.');
    expect(problemaDoCadastro({ ...completo, senha: 'curta', confirmarSenha: 'curta' }, true)).toMatch(/8 caracteres/);
    expect(problemaDoCadastro({ ...completo, senha: '52998224725', confirmarSenha: '52998224725' }, true)).toBe('A senha não pode ser o seu CPF.');
    expect(problemaDoCadastro({ ...completo, confirmarSenha: 'outra' }, true)).toBe(MENSAGENS.senhasNaoConferem);
  });
});

describe('profile form rules', () => {
  it('blank passwords change nothing; a new one needs the current one; 18+', () => {
    const f = formDoParceiro(criarParceiro());
    expect(problemaDoPerfil(f, '70000000744')).toBeNull();
    expect(perfilParaEnvio(f)).not.toHaveProperty('senha');
    expect(problemaDoPerfil({ ...f, senha: 'nova frase boa', confirmarSenha: 'nova frase boa' }, '70000000744')).toBe(M.informeSenhaAtual);
    expect(problemaDoPerfil({ ...f, dataNascimento: anosAtras(10) }, '70000000744')).toBe(MENSAGENS.idadeMinimaParceiro(18));
    expect(perfilParaEnvio({ ...f, senha: 'nova frase boa', confirmarSenha: 'nova frase boa', senhaAntiga: 'x' })).toMatchObject({
      senha: 'nova frase boa',
      senhaAntiga: 'x',
    });
  });
});
