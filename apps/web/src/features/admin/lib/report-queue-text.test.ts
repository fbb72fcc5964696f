import type { ReportGroup } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { hiddenText, reportsCountText, resolutionText } from './report-queue-text.ts';

describe('report queue texts', () => {
  it('counts reports in Portuguese', () => {
    expect(reportsCountText(1)).toBe('1 denúncia');
    expect(reportsCountText(3)).toBe('3 denúncias');
  });

  it('says who hid the item', () => {
    expect(hiddenText({ hidden: 'reports', reporters: 3 })).toBe('Oculto automaticamente (3 denúncias)');
    expect(hiddenText({ hidden: 'admin', reporters: 1 })).toBe('Oculto pela administração');
    expect(hiddenText({ hidden: null, reporters: 2 })).toBeNull();
  });

  it('sums up a decision', () => {
    const group: Pick<ReportGroup, 'item' | 'snapshot'> = {
      item: { kind: 'job', id: 'j1' },
      snapshot: { title: 'Catálogo', text: '', fields: {}, image_urls: [] },
    };
    expect(resolutionText(group, [], 1)).toBe('Denúncias descartadas: Vaga “Catálogo”. 1 denúncia encerrada; quem denunciou recebeu o aviso.');
    expect(resolutionText(group, ['hide', 'suspend'], 2)).toBe(
      'Medidas aplicadas a Vaga “Catálogo”: Ocultar o item, Suspender a conta do autor. 2 denúncias encerradas; quem denunciou recebeu o aviso.',
    );
  });
});
