// `/community/edit` (write) and `/community/edit/{communitySeq}` (edit my own post): text with a
// counter, a breed tag, and the draft kept on the device until the post is saved.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  PageHeader,
  Skeleton,
  authHref,
  charCount,
  messageUnlessAlerted,
  formatCount,
  PhotoPicker,
  QueryState,
  isNotFound,
  routeId,
  toast,
  useIsLoggedIn,
  useMe,
} from '@guardian/shared';
import { tooLongMessage, useOneAtATime, useWhyBlocked } from '@guardian/shared/forms';
import { usePost } from '../../../api/get-post';
import { LIMITS, type CommunityPost } from '../../../api/types';
import { paths } from '../../../config/paths';
import { openedFromPost } from '../../../lib/edit-entry';
import { useSavePost } from '../api/save-post';
import { clientIdFor, forgetClientId } from '../../../lib/client-id';
import { clearDraft, loadDraft, saveDraft, type Draft } from '../lib/draft';
import { petBreed } from '../lib/pet-breed';
import { BreedPicker } from './breed-picker';
import styles from './edit.module.css';

/** The new post's write, for its clientId (client-id.ts). */
const NEW_POST = 'community.new';

/** The form 올리기 (in the header, outside it) submits. */
const FORM_ID = 'post-editor';

export function EditScreen() {
  const param = useParams().communitySeq;
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  if (!loggedIn) return <Navigate to={authHref(pathname)} replace />;
  return param === undefined ? (
    <Editor communitySeq={null} initial={null} />
  ) : (
    <EditExisting communitySeq={routeId(param)} />
  );
}

/** `communitySeq` null: the address names no post (/community/edit/abc); it is not asked for. */
function EditExisting({ communitySeq }: { communitySeq: number | null }) {
  const post = usePost(communitySeq);
  const navigate = useNavigate();
  // Not there, or not mine: the same answer (the API's 404 or the post's `mine`). A read that fails once the post
  // is here (the refetch on opening, offline) keeps the form and what was typed into it.
  const notMine =
    communitySeq === null || isNotFound(post.error) || (post.data !== undefined && !post.data.mine);
  return (
    <>
      {/* The editor has its own header (with 수정 완료). */}
      {notMine || post.data === undefined ? <PageHeader title="글 수정" back /> : null}
      <QueryState
        query={post}
        notFound={notMine ? '내가 쓴 글만 수정할 수 있어요.' : undefined}
        errorAction={{ label: '커뮤니티로', onClick: () => navigate(paths.feed) }}
        skeleton={
          <div className={styles.page} role="status" aria-busy="true" aria-label="글을 불러오는 중">
            <Skeleton height={200} radius={12} />
          </div>
        }
      >
        {(mine) => <Editor communitySeq={communitySeq} initial={mine} />}
      </QueryState>
    </>
  );
}

/**
 * The post being edited as it is saved: nothing to keep on the device (kept, it came back on the next visit
 * as 작성 중이던 글 though nothing had been written).
 */
function unchanged(draft: Draft, post: CommunityPost | null) {
  return (
    post !== null &&
    draft.content === post.content &&
    draft.breedSeq === post.breedSeq &&
    draft.photos.map((p) => p.mediaSeq).join() === post.photos.map((p) => p.mediaSeq).join()
  );
}

function Editor({ communitySeq, initial }: { communitySeq: number | null; initial: CommunityPost | null }) {
  const navigate = useNavigate();
  const fromPost = openedFromPost(useLocation().state);
  const save = useSavePost(communitySeq);
  const [stored] = useState(() => loadDraft(communitySeq));
  // A new post starts tagged with the writer's pet's breed (petBreed; the user as the app holds it, asked for here if
  // it does not yet); not an edit, nor a draft, which keeps the tag it had or had taken off. Removable as any tag.
  const pets = useMe().data?.pets;
  const suggested = useMemo(() => petBreed(pets), [pets]);
  const [draft, setDraft] = useState<Draft>(
    () =>
      stored ?? {
        content: initial?.content ?? '',
        breedSeq: initial ? initial.breedSeq : (suggested?.breedSeq ?? null),
        photos: initial?.photos ?? [],
      },
  );
  // The post's tag name only while the tag is the post's: a draft kept with another breed names it by its number
  // (the picker finds the name), where the post's name showed #말티즈 over a draft that saves 푸들.
  const [breedName, setBreedName] = useState<string | null>(() =>
    initial
      ? draft.breedSeq === initial.breedSeq
        ? initial.breedName
        : null
      : stored
        ? null
        : (suggested?.breedName ?? null),
  );
  // The tag is settled (the post's, the draft's, the pet's breed put on, or one the person chose or took off): the
  // user read after the editor opened still tags it with the pet's breed, before it paints, unless it is settled.
  const tagSettled = useRef(initial !== null || stored !== null || suggested !== null);
  useLayoutEffect(() => {
    if (tagSettled.current || !suggested) return;
    tagSettled.current = true;
    setDraft((d) => ({ ...d, breedSeq: suggested.breedSeq }));
    setBreedName(suggested.breedName);
  }, [suggested]);
  const [error, setError] = useState<string | null>(null);
  // Said at the form's end; 올리기 is tapped in the header, so the page comes to it.
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  const [uploading, setUploading] = useState(false);
  const [failedPhotos, setFailedPhotos] = useState(0);
  const [initialPhotos] = useState(draft.photos);
  const restored = useRef(stored !== null);

  // Taken down when the editor goes (posted, or left): it stood beside 글을 올렸어요, about a draft no longer there.
  useEffect(() => {
    if (!restored.current) return;
    const shown = toast.success('작성 중이던 글을 불러왔어요');
    return () => toast.dismiss(shown);
  }, []);
  // Kept as it changes, not after a pause: a save put off until typing stopped was dropped when the page closed
  // first (typed or pasted, then 뒤로 at once), and the text was gone. One small localStorage write a keystroke.
  useEffect(() => {
    if (unchanged(draft, initial)) clearDraft(communitySeq);
    else saveDraft(communitySeq, draft);
  }, [communitySeq, draft, initial]);

  const tooLong = tooLongMessage('글은', draft.content, LIMITS.post);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  // What 올리기 waits for, said under the form and by the button; a tap takes the focus to the text (the phone's
  // keyboard comes up), where a grey button did nothing and a screen reader skipped it.
  const why = useWhyBlocked(
    !draft.content.trim()
      ? { hint: '내용을 입력해 주세요.', field: () => contentRef.current }
      : tooLong
        ? { hint: tooLong, field: () => contentRef.current, describedBy: 'post-too-long' }
        : uploading
          ? { hint: '사진을 올리고 있어요. 다 올라가면 글을 올릴 수 있어요.' }
          : null,
  );
  // One post per tap (useOneAtATime: a double tap comes before the busy state): otherwise
  // each POST makes a post. mutate's callbacks, not mutateAsync: a page left meanwhile
  // is not taken to the post.
  const [saving, once] = useOneAtATime();
  const submit = () =>
    once(
      () =>
        new Promise<void>((settled) => {
          setError(null);
          const body = {
            content: draft.content,
            breedSeq: draft.breedSeq,
            mediaSeqs: draft.photos.map((p) => p.mediaSeq),
          };
          // A new post goes with a clientId, the same while the same post is sent again (올리기 after a network error,
          // its answer lost: the API answers the post it wrote instead of writing it twice), a new one once it changes.
          const clientId = communitySeq === null ? clientIdFor(NEW_POST, JSON.stringify(body)) : null;
          save.mutate(clientId ? { ...body, clientId } : body, {
            onSuccess: (post) => {
              if (clientId) forgetClientId(NEW_POST);
              clearDraft(communitySeq);
              toast.success(communitySeq === null ? '글을 올렸어요' : '글을 수정했어요');
              if (communitySeq !== null && fromPost) navigate(-1);
              else navigate(paths.post(post.communitySeq), { replace: true });
            },
            onError: (e) => setError(messageUnlessAlerted(e)),
            onSettled: () => settled(),
          });
        }),
    );

  return (
    <>
      <PageHeader
        title={communitySeq === null ? '글쓰기' : '글 수정'}
        back
        // In the header, as in Naver 카페 and 당근: a button kept at the bottom of the screen sat over the box just
        // above the phone's keyboard, and hid the lines being typed.
        right={
          <Button
            type="submit"
            form={FORM_ID}
            variant="text"
            fullWidth={false}
            className={styles.headerSubmit}
            loading={saving}
            {...why.buttonProps}
          >
            {communitySeq === null ? '올리기' : '수정 완료'}
          </Button>
        }
      />
      <form
        id={FORM_ID}
        className={styles.page}
        onSubmit={(e) => {
          e.preventDefault();
          if (!why.stopped()) void submit();
        }}
      >
        <BreedPicker
          value={draft.breedSeq}
          valueName={breedName}
          onChange={(seq, name) => {
            tagSettled.current = true;
            setDraft((d) => ({ ...d, breedSeq: seq }));
            setBreedName(name);
          }}
        />
        <div className={styles.field}>
          <label className={styles.label} htmlFor="post-content">
            내용
          </label>
          <textarea
            ref={contentRef}
            id="post-content"
            className={styles.textarea}
            value={draft.content}
            placeholder="우리 아이 이야기, 궁금한 점을 자유롭게 나눠 보세요."
            aria-describedby={tooLong ? 'post-count post-too-long' : 'post-count'}
            aria-invalid={tooLong ? true : undefined}
            onChange={(e) => setDraft((d) => ({ ...d, content: e.target.value }))}
          />
          <span id="post-count" className={`${styles.count} ${tooLong ? styles.over : ''}`}>
            {formatCount(charCount(draft.content))}/{formatCount(LIMITS.post)}
          </span>
          {tooLong ? (
            <p id="post-too-long" role="alert" className={styles.error}>
              {tooLong}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          {/* The picker shows the one count (photos picked, of LIMITS.photos); a second one here counted only the
              finished uploads, so the two disagreed while photos were uploading. */}
          <span className={styles.label}>사진</span>
          <PhotoPicker
            label="글 사진"
            max={LIMITS.photos}
            initial={initialPhotos}
            onChange={(change) => {
              setUploading(change.busy);
              setFailedPhotos(change.failed);
              setDraft((d) => ({ ...d, photos: change.photos }));
            }}
          />
        </div>
        <p className={styles.hint}>작성 중인 글은 이 기기에 자동으로 저장돼요.</p>
        {/* Why 올리기 waits (its description), and what a post leaves out: a grey button said neither. */}
        <p id={why.hintId} className={styles.hint} role="status">
          {why.hint ?? (failedPhotos > 0 ? `올리지 못한 사진 ${failedPhotos}장은 빼고 올라가요.` : null)}
        </p>
        {error ? (
          <p role="alert" className={styles.error} ref={errorRef}>
            {error}
          </p>
        ) : null}
      </form>
    </>
  );
}
