// The texts of the hand-over documents (manage_company; docs/documents.md): the general custody
// terms, a category's own terms, the KVKK notice. Saving makes a new version; the old ones stay
// listed, because a document prints the version it was signed with.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { sortByName } from '@shared/collation';
import type { DocumentText } from '@shared/document-types';
import { formatDateTime, fullName } from '@shared/format';
import { DocumentTextSchema, TEXT_KIND_LABELS, type TextKind } from '@shared/schemas/company';
import { firstIssueMessage } from '@shared/schemas/fields';
import * as v from 'valibot';
import { Button } from '@app/components/button';
import { SelectField } from '@app/components/select-field';
import { TextField } from '@app/components/text-field';
import { TextareaField } from '@app/components/textarea-field';
import { saveWithToasts } from '@app/lib/save-with-toasts';
import { documentTextsQueryOptions } from '@app/lib/documents/document-queries';
import { mayReadReference, useReference } from '@app/lib/reference-data';
import { useSession } from '@app/lib/session';
import { useSaveDocumentText } from '../api/save-company';

/** Which text is edited: 'terms' (general), 'kvkk', or 'terms:<category id>'. */
type Target = string;

const targetOf = (t: Pick<DocumentText, 'kind' | 'category'>): Target => (t.category ? `terms:${t.category.id}` : t.kind);

export function TextsSection() {
  const { permissions } = useSession();
  const texts = useQuery(documentTextsQueryOptions());
  const categories = useReference<{ id: string; name: string }>('categories', { enabled: mayReadReference('categories', permissions) });
  const save = useSaveDocumentText();
  const [target, setTarget] = useState<Target>('terms');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const current = texts.data?.current.find((t) => targetOf(t) === target) ?? null;
  const history = (texts.data?.versions ?? []).filter((t) => targetOf(t) === target);
  useEffect(() => {
    setTitle(current?.title ?? (target === 'kvkk' ? 'Aydınlatma Metni' : 'Teslim Şartları'));
    setBody(current?.body ?? '');
    setError(null);
  }, [current, target]);

  const options = useMemo(
    () => [
      { value: 'terms', label: 'Genel teslim şartları' },
      { value: 'kvkk', label: TEXT_KIND_LABELS.kvkk },
      ...sortByName(categories.data ?? []).map((c) => ({ value: `terms:${c.id}`, label: `Kategoriye özel şartlar: ${c.name}` })),
    ],
    [categories.data],
  );

  const submit = async () => {
    const kind: TextKind = target === 'kvkk' ? 'kvkk' : 'terms';
    const input = { kind, category_id: target.startsWith('terms:') ? target.slice(6) : null, title, body };
    const parsed = v.safeParse(DocumentTextSchema, input);
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.issues));
      return;
    }
    await saveWithToasts(() => save.mutateAsync(parsed.output), {
      success: (saved) => `Yeni sürüm kaydedildi (sürüm ${saved.version}). Bundan sonraki teslimler bu metinle imzalanır.`,
      failure: 'Metin kaydedilirken bir hata oluştu.',
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <SelectField label="Metin" options={options} value={target} onChange={(e) => setTarget(e.target.value)} />
      <TextField label="Başlık" required value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextareaField label="Metin" required rows={8} value={body} onChange={(e) => setBody(e.target.value)} error={error ?? undefined} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{current ? `Yürürlükteki sürüm: ${current.version}` : 'Bu metnin henüz bir sürümü yok.'}</p>
        <Button onClick={() => void submit()} busy={save.isPending} busyLabel="Kaydediliyor...">
          Yeni Sürüm Olarak Kaydet
        </Button>
      </div>
      {history.length > 0 ? (
        <details className="rounded-lg bg-slate-50 p-3 text-sm">
          <summary className="min-h-11 cursor-pointer content-center font-medium text-slate-900">
            Önceki sürümler ({history.length})
          </summary>
          <ol className="mt-2 flex flex-col gap-3">
            {history.map((t) => (
              <li key={t.id}>
                <p className="font-medium text-slate-900">
                  Sürüm {t.version} · {t.title}
                </p>
                <p className="text-slate-500">
                  {formatDateTime(t.created_at)}
                  {t.created_by_user ? ` · ${fullName(t.created_by_user)}` : ''}
                </p>
                <p className="mt-1 whitespace-pre-line text-slate-700">{t.body}</p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
