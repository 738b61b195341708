import { speakerPostIn } from "@communique/core";
import type { LanguageCode } from "@communique/core/vocabulary";
import { useI18n } from "../i18n/i18n-context";

/**
 * The speaker's name and post, the post in the page's language when the vocabulary of posts knows
 * it ("Prime Minister" is رئيس الوزراء, 总理), else as the source wrote it, marked with its language
 * (as the statement's body is: lang="en").
 */
export function SpeakerLine({
  name,
  post,
  writtenIn,
}: {
  name: string | undefined;
  post: string | undefined;
  writtenIn: LanguageCode;
}) {
  const { t, lang } = useI18n();
  const shown = post ? speakerPostIn(post, lang, writtenIn) : undefined;
  return (
    <>
      {name && <bdi>{name}</bdi>}
      {name && shown && t("statement.speakerSeparator")}
      {shown && (
        <bdi className="speaker-post" lang={shown.lang === lang ? undefined : shown.lang}>
          {shown.text}
        </bdi>
      )}
    </>
  );
}
