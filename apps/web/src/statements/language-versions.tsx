import { getLanguage, type LanguageCode } from "@communique/core";
import { Fragment } from "react";
import { AppLink } from "../components/app-link";
import { useI18n } from "../i18n/i18n-context";

/**
 * The statement in the issuer's other languages (decision 033): "Also in Français · العربية",
 * each language named in itself and leading to that version. Nothing when there is none.
 */
export function VersionsLine({
  versions,
}: {
  versions: readonly { id: string; language: LanguageCode }[] | undefined;
}) {
  const { t, href } = useI18n();
  if (!versions?.length) return null;
  return (
    <p className="versions-line">
      {t("versions.alsoIn")}{" "}
      {versions.map((version, i) => {
        const language = getLanguage(version.language);
        return (
          <Fragment key={version.id}>
            {i > 0 && " · "}
            <AppLink
              to={href(`/statements/${encodeURIComponent(version.id)}`)}
              lang={language.iso}
              dir={language.dir}
              hrefLang={language.iso}
            >
              {language.name}
            </AppLink>
          </Fragment>
        );
      })}
    </p>
  );
}
