import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@wedding/api-client';
import {
  type GuestListEntry,
  type GuestListQuery,
  type GuestPayloadInput,
  guestSearchSuggestions,
  type MessageKey,
  translate,
} from '@wedding/core';
import { useApi, useCurrentWedding } from '@wedding/dashboard';
import { ConfirmDialog, useToast, useUiLocale } from '@wedding/ui';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { downloadFile } from '../components/download-file';
import { useAnnouncement } from '../components/use-announcement';
import { isApplePlatform, useListShortcuts } from '../components/use-list-shortcuts';
import { useSearchDraft } from '../components/use-search-draft';
import { useStoredLayout } from '../components/use-stored-layout';
import { guestHistoryQuery, guestQuery, householdGiftsQuery } from '../data/guest-queries';
import { saveFailureText } from '../data/save-failure-text';
import { useGuestList } from '../data/use-guest-list';
import {
  deleteFailureKey,
  useDeleteGuest,
  useGrouping,
  useInlineEditGuest,
  useSaveGuest,
} from '../data/use-guest-mutations';
import { guestFormFields } from '../form/guest-form-values';
import { useGuestsText } from '../i18n/guests-text';
import { type ExportChoice, ExportDialog } from '../transfer/ExportDialog';
import { GroupGuestsDialog } from './GroupGuestsDialog';
import { GuestDetailDialog } from './GuestDetailDialog';
import {
  GUEST_LIST_LAYOUTS,
  type GuestListLayout,
  GuestListView,
  type GuestRowAction,
} from './GuestListView';
import { guestListEditing } from './guest-list-editing';

/**
 * The guest form (its ten sections) and the import dialog are fetched when first opened: most visits to the list
 * only read, search and filter it.
 */
const GuestFormDialog = lazy(() =>
  import('../form/GuestFormDialog').then((module) => ({ default: module.GuestFormDialog })),
);
const ImportDialog = lazy(() =>
  import('../transfer/ImportDialog').then((module) => ({ default: module.ImportDialog })),
);

export interface GuestListScreenProps {
  /** The list state from the URL (search, filters, page, limit), already checked by core's schema. */
  search: GuestListQuery;
  /** Puts a new list state into the URL (a history entry, so back and forward restore each view). */
  onSearchChange: (next: GuestListQuery) => void;
}

type FormState = { guestId: string | null } | null;

/**
 * '/dashboard/wedding/guests': the guest list of the current wedding (docs/requirements.md B2, B4, B5, B8 and
 * B9).
 */
export function GuestListScreen({ search, onSearchChange }: GuestListScreenProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { id: weddingId, access } = useCurrentWedding();
  const editing = useMemo(() => guestListEditing(access), [access]);
  const text = useGuestsText('list');
  const transferText = useGuestsText('transfer');
  const locale = useUiLocale();
  const toast = useToast();
  const list = useGuestList(weddingId, search);
  const [layout, setLayout] = useStoredLayout<GuestListLayout>(GUEST_LIST_LAYOUTS, 'table');
  const [panelOpen, setPanelOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<FormState>(null);
  const [saveError, setSaveError] = useState<{ text: string; fields: Record<string, string> } | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<GuestListEntry | null>(null);
  const [grouping, setGrouping] = useState<GuestListEntry | null>(null);
  const [groupSearch, setGroupSearch] = useState('');
  const [importing, setImporting] = useState(false);
  // Once opened, a lazily loaded dialog stays mounted, so it closes with its animation and reopens at once.
  const [formMounted, setFormMounted] = useState(false);
  if (form !== null && !formMounted) setFormMounted(true);
  const [importMounted, setImportMounted] = useState(false);
  if (importing && !importMounted) setImportMounted(true);
  const [exportOpen, setExportOpen] = useState(false);
  const [exporting, setExporting] = useState<ExportChoice | null>(null);

  const change = (patch: Partial<GuestListQuery>) => onSearchChange({ ...search, ...patch });
  const draft = useSearchDraft(search.search, (value) => change({ search: value, page: 1 }));

  // docs/requirements.md B8: a failed load says so in a toast, besides the inline retry.
  const failed = list.status === 'error';
  useEffect(() => {
    if (failed) toast.error(translate('guest.loadError', locale));
  }, [failed, toast, locale]);

  const inlineEdit = useInlineEditGuest(weddingId);
  const remove = useDeleteGuest(weddingId);
  const save = useSaveGuest(weddingId);
  const quickSave = useSaveGuest(weddingId);
  const { group, ungroup } = useGrouping(weddingId);

  const editingId = form?.guestId ?? null;
  const editedGuest = useQuery({
    ...guestQuery(api, weddingId, editingId ?? ''),
    enabled: editingId !== null,
  });
  const detailGuest = useQuery({ ...guestQuery(api, weddingId, detailId ?? ''), enabled: detailId !== null });
  const detailHistory = useQuery({
    ...guestHistoryQuery(api, weddingId, detailId ?? ''),
    enabled: detailId !== null,
  });
  // The household's gifts: a companion's are their party head's.
  const detailHousehold = detailGuest.data ? (detailGuest.data.primaryGuestId ?? detailGuest.data.id) : null;
  const detailGifts = useQuery({
    ...householdGiftsQuery(api, weddingId, detailHousehold ?? ''),
    enabled: detailHousehold !== null,
  });
  const groupCandidates = useQuery({
    queryKey: ['weddings', weddingId, 'guests', 'candidates', groupSearch],
    queryFn: ({ signal }) => api.guests.rows(weddingId, { search: groupSearch, page: 1, limit: 50 }, signal),
    enabled: grouping !== null,
  });

  // Client mode: the whole list, the same map for every search (the table's columns depend on it).
  const nameSource = list.everyone ?? list.page?.data;
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const entry of nameSource ?? []) map.set(entry.id, entry.name);
    return map;
  }, [nameSource]);

  const suggestions = useMemo(() => {
    if (draft.draft.trim() === search.search) return [];
    const candidates = (list.everyone ?? list.page?.data ?? []).map((entry) => entry.name);
    return guestSearchSuggestions(candidates, draft.draft);
  }, [draft.draft, search.search, list.everyone, list.page]);

  const total = list.page?.total;
  const announcement = useAnnouncement(
    total === undefined ? null : text('announce.results', { count: total }),
    JSON.stringify(search),
  );

  const dialogOpen =
    form !== null || detailId !== null || deleting !== null || grouping !== null || importing || exportOpen;
  useListShortcuts(
    {
      onFilter: () => {
        setPanelOpen(true);
        // After the panel is rendered: focus its search field.
        setTimeout(() => panelRef.current?.querySelector('input')?.focus(), 0);
      },
      onExport: () => setExportOpen(true),
      onNew: () => {
        if (editing.list) setForm({ guestId: null });
      },
    },
    !dialogOpen,
  );

  const onRowAction = (entry: GuestListEntry, action: GuestRowAction) => {
    if (action === 'details') setDetailId(entry.id);
    else if (action === 'edit') setForm({ guestId: entry.id });
    else if (action === 'delete') setDeleting(entry);
    else if (action === 'group') setGrouping(entry);
    else
      ungroup.mutate(entry.id, {
        onSuccess: () => toast.success(text('group.undone', { name: entry.name })),
      });
  };

  const onSave = async (payload: GuestPayloadInput) => {
    setSaveError(null);
    try {
      await save.mutateAsync({ guestId: editingId, payload });
      toast.success(translate(editingId ? 'success.updated' : 'success.created', locale));
      setForm(null);
    } catch (error) {
      const message = saveFailureText(error, locale);
      const fields = isApiError(error) ? ({ ...error.fieldErrors } as Record<string, string>) : {};
      setSaveError({ text: message, fields });
      toast.error(message);
      throw error;
    }
  };

  // Refused like a save of the full form, with its texts by status; the quick form keeps the name and shows them too.
  const onQuickAdd = async (payload: GuestPayloadInput) => {
    try {
      const { data } = await quickSave.mutateAsync({ guestId: null, payload });
      toast.success(text('quickAdd.done', { name: data.name }));
    } catch (error) {
      toast.error(saveFailureText(error, locale));
      throw error;
    }
  };

  const onExport = async (choice: ExportChoice) => {
    setExporting(choice);
    try {
      const file = await api.guests.export(weddingId, search, choice);
      downloadFile(file.blob, file.fileName);
      toast.success(text('export.done', { file: file.fileName }));
      setExportOpen(false);
    } catch {
      toast.error(text('export.failed'));
    } finally {
      setExporting(null);
    }
  };

  const describe = (error: unknown) =>
    translate(isApiError(error) ? error.messageKey : ('errorOccurred' as MessageKey), locale);
  const filterCount = ['priority', 'status', 'category', 'side', 'rsvpStatus'].filter(
    (key) => search[key as keyof GuestListQuery],
  ).length;

  return (
    <>
      <GuestListView
        query={search}
        status={list.status}
        page={list.page}
        names={names}
        counts={list.counts}
        searchDraft={draft.draft}
        onSearchDraftChange={draft.setDraft}
        onSearchCommit={draft.commitNow}
        suggestions={suggestions}
        onQueryChange={change}
        layout={layout}
        onLayoutChange={setLayout}
        filterPanelOpen={panelOpen}
        onFilterPanelOpenChange={setPanelOpen}
        panelRef={panelRef}
        announcement={announcement}
        shortcutModifier={isApplePlatform() ? '⌘' : text('shortcuts.ctrl')}
        onRetry={list.retry}
        onAdd={() => setForm({ guestId: null })}
        onQuickAdd={onQuickAdd}
        onImport={() => setImporting(true)}
        onExport={() => setExportOpen(true)}
        onRowAction={onRowAction}
        onInlineEdit={async (entry, field, value) => {
          await inlineEdit.mutateAsync({ guestId: entry.id, field, value });
        }}
        refreshing={list.fetching}
        editing={editing}
      />
      {formMounted && (
        <Suspense fallback={null}>
          <GuestFormDialog
            open={form !== null && (editingId === null || editedGuest.data !== undefined)}
            onOpenChange={(open) => {
              if (!open) {
                setForm(null);
                setSaveError(null);
              }
            }}
            key={editingId ?? 'new'}
            initial={guestFormFields(editingId ? (editedGuest.data ?? null) : null)}
            editing={editingId ? (editedGuest.data?.name ?? '') : null}
            onSave={onSave}
            saveError={saveError?.text}
            fieldErrors={saveError?.fields}
          />
        </Suspense>
      )}
      <GuestDetailDialog
        open={detailId !== null}
        onOpenChange={(open) => !open && setDetailId(null)}
        guest={detailGuest.data ?? null}
        history={detailHistory.data ?? null}
        gifts={detailGifts.data ?? null}
        failed={detailGuest.isError}
        onEdit={
          detailGuest.data && !editing.guest(detailGuest.data)
            ? undefined
            : () => {
                setForm({ guestId: detailId });
                setDetailId(null);
              }
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={text('delete.title')}
        description={deleting ? text('delete.description', { name: deleting.name }) : ''}
        confirmLabel={text('delete.confirm')}
        cancelLabel={text('delete.cancel')}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success(text('delete.done', { name: deleting.name }));
        }}
        describeError={(error) => translate(deleteFailureKey(error), locale)}
      />
      <GroupGuestsDialog
        head={grouping}
        onOpenChange={(open) => {
          if (!open) {
            setGrouping(null);
            setGroupSearch('');
          }
        }}
        candidates={groupCandidates.data?.data ?? []}
        search={groupSearch}
        onSearchChange={setGroupSearch}
        saving={group.isPending}
        onSave={(companionGuestIds) =>
          grouping &&
          group.mutate(
            { primaryGuestId: grouping.id, companionGuestIds },
            {
              onSuccess: () => {
                toast.success(text('group.done'));
                setGrouping(null);
                setGroupSearch('');
              },
            },
          )
        }
      />
      {importMounted && (
        <Suspense fallback={null}>
          <ImportDialog
            open={importing}
            onOpenChange={setImporting}
            onReadSheet={(file) => api.guests.readSheet(weddingId, file, file.name)}
            onCheck={(rows, duplicates) => api.guests.import(weddingId, { rows, duplicates, dryRun: true })}
            onImport={async (rows, duplicates) => {
              const result = await api.guests.import(weddingId, { rows, duplicates, dryRun: false });
              toast.success(
                transferText('done', {
                  created: result.created,
                  merged: result.merged,
                  skipped: result.skipped,
                  rejected: result.rejected,
                }),
              );
              await queryClient.invalidateQueries({ queryKey: ['weddings', weddingId] });
              return result;
            }}
            describeError={describe}
          />
        </Suspense>
      )}
      <ExportDialog
        open={exportOpen}
        onOpenChange={setExportOpen}
        scope={exportScope(text, search, filterCount)}
        onExport={(choice) => void onExport(choice)}
        exporting={exporting}
      />
    </>
  );
}

function exportScope(
  text: ReturnType<typeof useGuestsText<'list'>>,
  search: GuestListQuery,
  filterCount: number,
): string {
  const parts = [
    filterCount > 0 ? text('filters.count', { count: filterCount }) : null,
    search.search ? text('chip.search', { text: search.search }) : null,
  ].filter(Boolean);
  return parts.length > 0
    ? `${text('export.description')} (${parts.join(' · ')})`
    : text('export.description');
}
