import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context";
import type { MessageKey } from "../../i18n/messages/en";
import { ChevronIcon, CurrentIcon, type IconSide } from "./calendar-icon";
import { CalendarLink } from "./calendar-link";
import { currentPeriod, nextPeriod, nextYear, previousPeriod, previousYear } from "./month-grid";

interface CalendarHeaderProps {
  titleId: string;
  title: string;
  month: string;
  today: string;
  monthHref: (month: string) => string;
}

interface NavigationLink {
  label: MessageKey;
  target: string;
  icon: ReactNode;
}

/** The month's title and the five links that change it: year and month back, this month, forward. */
export function CalendarHeader({ titleId, title, month, today, monthHref }: CalendarHeaderProps) {
  const { t, language } = useI18n();
  // Back is towards the start of the line: left in English, right in Arabic.
  const back: IconSide = language.dir === "rtl" ? "right" : "left";
  const forward: IconSide = back === "left" ? "right" : "left";
  const current = currentPeriod(today);
  const links: NavigationLink[] = [
    {
      label: "calendar.previousYear",
      target: previousYear(month),
      icon: <ChevronIcon kind="double" side={back} />,
    },
    {
      label: "calendar.previousPeriod",
      target: previousPeriod(month),
      icon: <ChevronIcon kind="single" side={back} />,
    },
    { label: "calendar.currentPeriod", target: current, icon: <CurrentIcon /> },
    {
      label: "calendar.nextPeriod",
      target: nextPeriod(month),
      icon: <ChevronIcon kind="single" side={forward} />,
    },
    {
      label: "calendar.nextYear",
      target: nextYear(month),
      icon: <ChevronIcon kind="double" side={forward} />,
    },
  ];
  return (
    <div className="calendar-header">
      <h2 id={titleId} className="calendar-title">
        {title}
      </h2>
      <nav aria-label={t("calendar.navigation")}>
        <ul className="calendar-nav">
          {links.map(({ label, target, icon }) => (
            <li key={label}>
              <CalendarLink
                href={monthHref(target)}
                className="calendar-nav-link"
                aria-current={target === month && label === "calendar.currentPeriod" ? "page" : undefined}
                preventScrollReset
              >
                {icon}
                <span>{t(label)}</span>
              </CalendarLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
